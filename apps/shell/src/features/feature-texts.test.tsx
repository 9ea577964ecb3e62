import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import i18n from '../i18n';
import { useFeatureTexts } from './feature-texts';

describe('feature texts for tab titles', () => {
  test('[I18N-01] a restored tab of a feature page gets its title once the modules’ texts load', async () => {
    // As after a reload: the shell's texts only, no feature page opened yet.
    expect(i18n.exists('org.routes.roleManage')).toBe(false);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFeatureTexts(['routes.overview', 'org.routes.roleManage']);
    });
    expect(result.current('routes.overview')).toBe(true);
    expect(result.current('org.routes.roleManage')).toBe(false);
    // The modules load as a chunk of their own: how long that takes is the bench's, not this test's.
    await waitFor(() => expect(result.current('org.routes.roleManage')).toBe(true), { timeout: 20_000 });
    // The component renders again to show them.
    await waitFor(() => expect(renders).toBeGreaterThan(1));
    expect(i18n.t('org.routes.roleManage', { lng: 'zh' })).toBe('角色管理');
  }, 30_000);
});
