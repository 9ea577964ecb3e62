import { afterEach, describe, expect, test, vi } from 'vitest';
import { bindMessageApi, notify, onHolderNeeded, takeWaiting } from './feedback';

type Api = Parameters<typeof bindMessageApi>[0] & object;
const fakeApi = () => {
  const shown: string[] = [];
  const record = (kind: string) => (text: unknown, seconds: unknown) => {
    shown.push(`${kind}:${String(text)}:${String(seconds)}`);
    return undefined as never;
  };
  const api = {
    error: record('error'),
    success: record('success'),
    info: record('info'),
    warning: record('warning'),
  } as unknown as Api;
  return { api, shown };
};

afterEach(() => {
  bindMessageApi(null);
  onHolderNeeded(null);
  takeWaiting();
});

describe('toasts outside React', () => {
  test('a toast before the holder waits, asks for the holder, and shows in order when it binds', () => {
    const request = vi.fn();
    onHolderNeeded(request);
    notify.error('first', 3000);
    notify.success('second', 1500);
    expect(request).toHaveBeenCalledTimes(2);
    const { api, shown } = fakeApi();
    bindMessageApi(api);
    expect(shown).toEqual(['error:first:3', 'success:second:1.5']);
    notify.warning('third', 2000);
    expect(shown.at(-1)).toBe('warning:third:2');
  });

  test('toasts asked for before the app mounted ask for the holder as soon as it listens', () => {
    notify.info('early', 1000);
    const request = vi.fn();
    onHolderNeeded(request);
    expect(request).toHaveBeenCalledOnce();
  });

  test('[ERR-04] when the holder cannot load, the waiting toasts are handed over once, for the plain form', () => {
    notify.error('网络开小差，请稍后重试', 3000);
    expect(takeWaiting()).toEqual([{ kind: 'error', text: '网络开小差，请稍后重试', durationMs: 3000 }]);
    expect(takeWaiting()).toEqual([]);
  });
});
