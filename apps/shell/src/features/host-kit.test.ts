// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { isCallError } from '@rcadmin/features';
import i18n from '../i18n';
import { notify } from '../utils/feedback';
import { setUpReplyServer } from '../api/testing/reply-server';
import { createHostKit, toQueryString } from './host-kit';

// The session store reads local storage when imported; Node has none (the reply server needs Node).
vi.hoisted(() => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  Object.assign(globalThis, { localStorage: memory(), sessionStorage: memory() });
});

vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const server = setUpReplyServer();
const kit = createHostKit({ navigate: vi.fn(), pagePath: () => '/goods/index/list' });
const ok = (result: unknown) => ({ success: true, code: '0', msg: '成功', content: { result } });

beforeEach(async () => {
  vi.mocked(notify.error).mockClear();
  await i18n.changeLanguage('en');
});

describe('the HostKit the shell hands to feature pages', () => {
  test('[API-32] get sends the query and resolves with content.result; the site token goes with it', async () => {
    server.answer({ body: ok({ list: [], total: 0 }) });
    await expect(
      kit.http.get('/goods/queryList', { pageNo: 2, skuName: '奶', brandId: undefined }),
    ).resolves.toEqual({ list: [], total: 0 });
    expect(server.last().method).toBe('GET');
    expect(server.last().url).toBe('/api/goods/queryList?pageNo=2&skuName=%E5%A5%B6');
  });

  test('[API-32] post sends a form body by default, JSON when asked', async () => {
    server.answer({ body: ok({ updated: 2 }) });
    await kit.http.post('/goods/batchUpdateSaleMode', { skuIds: '1,2', saleMode: '2' });
    expect(server.last().headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(server.last().body).toBe('skuIds=1%2C2&saleMode=2');
    await kit.http.post('/goods/batchRestore.do', { skuIds: ['1', '2'] }, { json: true });
    expect(server.last().headers['content-type']).toContain('application/json');
    expect(JSON.parse(server.last().body)).toEqual({ skuIds: ['1', '2'] });
  });

  test('[GOODS-04] a refusal rejects with { code, msg, fieldErrors } after the toast; silent skips the toast', async () => {
    const refusal = {
      success: false,
      code: '4220',
      msg: 'Check the values',
      fieldErrors: [{ field: 'minPrice', msg: 'Min above max' }],
    };
    server.answer({ status: 422, body: refusal });
    const loud = await kit.http.post('/goods/saveSku', {}, { json: true }).catch((error: unknown) => error);
    expect(isCallError(loud)).toBe(true);
    expect(loud).toMatchObject({ code: '4220', msg: 'Check the values', fieldErrors: refusal.fieldErrors });
    expect(notify.error).toHaveBeenCalledWith('Check the values', expect.any(Number));

    vi.mocked(notify.error).mockClear();
    const quiet = await kit.http
      .post('/goods/saveSku', {}, { json: true, silent: true })
      .catch((error: unknown) => error);
    expect(quiet).toMatchObject({ code: '4220', fieldErrors: refusal.fieldErrors });
    expect(notify.error).not.toHaveBeenCalled();
  });

  test('[GOODS-06] apiUrl is the absolute address of a call with its query (a download link)', () => {
    const url = new URL(kit.apiUrl('/goods/batchExport', { skuIds: '3,5', comb: '0', skuName: '' }));
    // The client's base (here the test server's absolute /api) in front of the call's path.
    expect(url.origin).toBe(new URL(server.url).origin);
    expect(url.pathname).toBe('/api/goods/batchExport');
    expect(Object.fromEntries(url.searchParams)).toEqual({ skuIds: '3,5', comb: '0' });
  });

  test('a query string leaves out empty values and repeats lists', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: '', b: null, c: undefined, d: 0, e: ['1', '2'] })).toBe('?d=0&e=1&e=2');
  });

  test('[I18N-03] t and language follow the language on show', async () => {
    await i18n.changeLanguage('zh');
    expect(kit.language()).toBe('zh');
    expect(kit.t('routes.goodsQuery')).toBe('商品查询');
  });
});
