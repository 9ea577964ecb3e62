import { afterEach, describe, expect, test, vi } from 'vitest';
import { staticDialogMotion } from './dialog-motion';

const prefers = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })),
  );

describe('staticDialogMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a static dialog opens and closes at once where the system asks for less motion', () => {
    prefers(true);
    expect(staticDialogMotion()).toEqual({ transitionName: '', maskTransitionName: '' });
  });

  test("a static dialog keeps antd's zoom and fade otherwise", () => {
    prefers(false);
    expect(staticDialogMotion()).toEqual({});
  });

  test('the preference is read when the dialog opens, so a change counts from the next one', () => {
    prefers(false);
    expect(staticDialogMotion()).toEqual({});
    prefers(true);
    expect(staticDialogMotion()).toEqual({ transitionName: '', maskTransitionName: '' });
  });
});
