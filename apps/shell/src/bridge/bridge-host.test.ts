import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, callApi } from '../api/http';
import type * as Http from '../api/http';
import { sessionTokenFor } from './bridge-host';
import { BridgeRefusal } from './handle-message';

vi.mock('../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof Http>()),
  callApi: vi.fn(),
}));

afterEach(() => vi.mocked(callApi).mockReset());

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BridgeRefusal);
  return (error as BridgeRefusal).code;
};

describe('session tokens for embedded pages', () => {
  test('asks the server for the app the page is, quietly, and answers its token', async () => {
    vi.mocked(callApi).mockResolvedValue({ token: 'a.b.c', expiresAt: 1_800_000_000 });
    await expect(sessionTokenFor({ kind: 'frame', origin: 'http://vendor.example' })).resolves.toEqual({
      token: 'a.b.c',
      expiresAt: 1_800_000_000,
    });
    expect(callApi).toHaveBeenCalledWith(
      'embeddedAppSessionToken',
      { kind: 'frame', origin: 'http://vendor.example' },
      { silent: true },
    );
  });

  test('a page that is no registered app of the user is NOT_FOUND, another refusal FORBIDDEN, a failure FAILED', async () => {
    vi.mocked(callApi).mockRejectedValue(new ApiError('none', { code: '4004', status: 404 }));
    expect(await refusalOf(sessionTokenFor({ kind: 'microApp', name: 'x' }))).toBe('NOT_FOUND');
    vi.mocked(callApi).mockRejectedValue(new ApiError('no', { code: '4030', status: 403 }));
    expect(await refusalOf(sessionTokenFor({ kind: 'microApp', name: 'x' }))).toBe('FORBIDDEN');
    vi.mocked(callApi).mockRejectedValue(new ApiError('down', { code: 'ECONNABORTED' }));
    expect(await refusalOf(sessionTokenFor({ kind: 'microApp', name: 'x' }))).toBe('FAILED');
  });
});
