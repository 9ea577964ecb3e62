// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { setUpReplyServer } from '../api/testing/reply-server';
import { GREY_PAGES_KEY, loadGreyConfig } from './grey-config';

const server = setUpReplyServer();

test('[MSG-05] the grey-test config is fetched from {greyToken}.json with _platform_num; data.pages are stored', async () => {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', { setItem: (key: string, value: string) => stored.set(key, value) });
  const pages = [{ originUrl: 'http://a/p', greyUrl: 'http://b/p', platformNo: '100001' }];
  server.answer({ body: { success: true, code: '0', msg: '成功', data: { pages } } });
  await expect(loadGreyConfig('grey-1', '100001')).resolves.toEqual(pages);
  expect(server.last()).toMatchObject({ method: 'GET', url: '/api/grey/grey-1.json?_platform_num=100001' });
  expect(JSON.parse(stored.get(GREY_PAGES_KEY)!)).toEqual(pages);
  vi.unstubAllGlobals();
});
