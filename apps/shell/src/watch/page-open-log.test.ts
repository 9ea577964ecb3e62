import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { setUpReplyServer } from '../api/testing/reply-server';
import { applyLanguage } from '../i18n';
import { session } from '../stores/session';
import {
  createPageOpenLog,
  PAGE_OPEN_CLIENT,
  PAGE_OPEN_WINDOW_MS,
  reportPageOpen,
  type OpenedView,
} from './page-open-log';

const server = setUpReplyServer({ adapter: 'http' });
beforeAll(() => {
  server.answer({ body: { success: true, code: '0', msg: '成功', content: { result: true } } });
});
afterEach(async () => {
  session.siteToken = '';
  server.requests.length = 0;
  await applyLanguage('en');
});

const page = (path: string, title = path.split('/').at(-2) ?? path): OpenedView => ({
  path,
  title,
  resourceId: `rc-${title}`,
});

/** The decision with a clock the test moves, and the paths it sends. */
function recorder() {
  let now = 0;
  let user = '7';
  const sent: string[] = [];
  const log = createPageOpenLog((view) => sent.push(view.path), { now: () => now, user: () => user });
  return {
    log,
    sent,
    advance: (ms: number) => (now += ms),
    signIn: (id: string) => (user = id),
  };
}

describe('page-open log', () => {
  test('[DATA-07] one record per menu page opened; a query change of the open page is none', () => {
    const { log, sent } = recorder();
    log(page('/goods/brand/blist'));
    log(page('/goods/brand/blist'));
    log({ ...page('/goods/brand/blist'), title: 'renamed' });
    log(page('/goods/category/list'));
    expect(sent).toEqual(['/goods/brand/blist', '/goods/category/list']);
  });

  test('[DATA-07] coming back to a page recorded less than a minute ago records nothing; later it does', () => {
    const { log, sent, advance } = recorder();
    const brands = page('/goods/brand/blist');
    const categories = page('/goods/category/list');
    for (let i = 0; i < 10; i++) {
      log(brands);
      log(categories);
      advance(1_000);
    }
    expect(sent).toEqual([brands.path, categories.path]);
    advance(PAGE_OPEN_WINDOW_MS);
    log(brands);
    expect(sent).toEqual([brands.path, categories.path, brands.path]);
  });

  test('[DATA-07] a route outside the menu is not recorded, and a page whose menu entry comes late is', () => {
    const { log, sent } = recorder();
    log({ path: '/goods/index/edit/3', title: '', resourceId: undefined });
    log(null);
    // Restored before the menu was known: no entry yet, then the same page with its entry.
    log({ path: '/goods/brand/blist', title: '', resourceId: undefined });
    log(page('/goods/brand/blist'));
    expect(sent).toEqual(['/goods/brand/blist']);
  });

  test('[DATA-07] another user signed in within the minute has their own record', () => {
    const { log, sent, signIn } = recorder();
    log(page('/goods/brand/blist'));
    log(null);
    signIn('8');
    log(page('/goods/brand/blist'));
    expect(sent).toEqual(['/goods/brand/blist', '/goods/brand/blist']);
  });

  test('[DATA-07] the record names the page by path and menu title, in the shell’s language', async () => {
    Object.assign(session, {
      siteToken: 'tok-1',
      siteUserId: '7',
      siteUserName: '张三',
      platformNum: '100001',
      tenantName: 'Demo Retail',
    });
    await applyLanguage('zh');
    await reportPageOpen(page('/goods/brand/blist', '品牌'));
    await applyLanguage('es');
    await reportPageOpen(page('/goods/category/list', '商品分类'));
    expect(server.requests.map((request) => request.url)).toEqual([
      `/api${calls.syncSysOperatorLog.path}`,
      `/api${calls.syncSysOperatorLog.path}`,
    ]);
    const records = server.requests.map((request) => Object.fromEntries(new URLSearchParams(request.body)));
    expect(records[0]).toMatchObject({
      tenantId: '100001',
      tenantName: 'Demo Retail',
      opt: '打开页面',
      client: PAGE_OPEN_CLIENT,
      optUserCode: '7',
      optUserName: '张三',
      menuCode: '/goods/brand/blist',
      menuName: '品牌',
      addr: '',
    });
    expect(records[0]!.optTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(records[1]).toMatchObject({ opt: 'Abrió la página', menuCode: '/goods/category/list' });
  });

  test('[DATA-07] without a session nothing is sent', async () => {
    await reportPageOpen(page('/goods/brand/blist'));
    expect(server.requests).toHaveLength(0);
  });
});
