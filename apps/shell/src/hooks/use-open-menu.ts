import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveMenuTarget } from '../menu/menu-target';
import type { MenuItem } from '../menu/types';
import { notify } from '../utils/feedback';
import { useAppNavigate } from './use-app-navigate';

/**
 * Opens a menu entry: planned ('#') and unlinked entries only say so (MENU-16, MENU-17); full
 * addresses go to the frame route (MENU-19); the rest are routes.
 */
export function useOpenMenu(): (item: Pick<MenuItem, 'id' | 'title' | 'url' | 'menuTree'>) => void {
  const navigate = useAppNavigate();
  const { t } = useTranslation();
  return useCallback(
    (item) => {
      const target = resolveMenuTarget(item);
      if (target.kind === 'planned') notify.warning(t('notifications.planned'));
      else if (target.kind === 'missing') notify.error(t('notifications.noLink'));
      else void navigate(target.to);
    },
    [navigate, t],
  );
}
