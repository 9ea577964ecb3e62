import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { bootScript, type BootChunks } from '../../scripts/boot-html.mjs';
import { getDeptRoleList, getSiteMenuList, getSysParam } from '../api/bmc';
import { getTenantInfo, getUserInfo, validateLoginState } from '../api/sso';
import { encodeBase64 } from '../utils/base64';
import { endBoot } from './end-boot';

const CHUNKS: BootChunks = {
  layout: ['assets/admin-layout-a.js', 'assets/admin-layout-b.css'],
  overview: ['assets/overview-page-c.js'],
  languages: { zh: ['assets/zh-d.js'], en: ['assets/en-e.js'], es: ['assets/es-f.js'] },
};
const ok = (result: unknown) => ({ success: true, code: '0', msg: '成功', content: { result } });
const STORES = [
  { storeCode: 'S1', storeName: 'One', roleIds: ['r1', 'r2'] },
  { storeCode: 'S2', storeName: 'Two', roleIds: ['r3'] },
];
const MENU = { appList: [], collectList: [] };
const MENU_TAG = '"menu-1.favourites-1"';

/** What the server answers each early call, by path. */
const ANSWERS: Record<string, unknown> = {
  '/api/sso-web/unify/site/validate.do': ok({ valid: true }),
  '/api/sso-web/unify/tenant/getTenantInfo.do': ok({ companyName: 'Demo' }),
  '/api/sso-web/unify/site/getUserInfo.do': ok({ name: 'admin', roles: ['admin'] }),
  '/api/bmc/sys/param/get.do': ok({ isSpuUse: '1' }),
  '/api/bmc/user/getDeptRoleList.do': ok(STORES),
  '/api/bmc/menu/getSiteMenuList.do': ok(MENU),
};

interface HappyDom {
  setURL(url: string): void;
  settings: { disableJavaScriptFileLoading: boolean; disableCSSFileLoading: boolean };
}
const browser = () => (window as unknown as { happyDOM: HappyDom }).happyDOM;
/** The calls sent: the boot script's, and the app's own (`app`: its client gives each a signal). */
let fetched: { method: string; url: string; body: string; headers: Record<string, string>; app: boolean }[];
/** What the server answers the app's own calls, when a test says (else as the boot script's). */
let appAnswer: unknown;
/** The status of every answer (200 unless a test refuses). */
let status: number;
const appCalls = () => fetched.filter((call) => call.app);

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
function runBoot(url: string) {
  browser().setURL(url);
  new Function(bootScript(CHUNKS))();
}
const preloaded = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

beforeEach(() => {
  fetched = [];
  appAnswer = undefined;
  status = 200;
  // The preloads are only looked at, not fetched; the page is on the shell's origin from the start.
  browser().settings.disableJavaScriptFileLoading = true;
  browser().settings.disableCSSFileLoading = true;
  browser().setURL('http://shell.test/');
  for (const name of ['siteToken', '_platform_num', 'siteUserId', 'language', 'sidebarStatus'])
    document.cookie = `${name}=; path=/; max-age=0`;
  document.head.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  window.__RCADMIN__ = { apiBase: '/api' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://shell.test');
      const app = init.signal !== undefined;
      fetched.push({
        method: init.method ?? 'GET',
        url: url.pathname + url.search,
        body: String(init.body ?? ''),
        headers: (init.headers ?? {}) as Record<string, string>,
        app,
      });
      const answer =
        app && appAnswer !== undefined ? appAnswer : ANSWERS[url.pathname.replace(/^\/gateway\//, '/api/')];
      // The menu answers with its entity tag, and 304 to a caller that holds it.
      const menu = url.pathname.endsWith('/getSiteMenuList.do');
      const headers = (init.headers ?? {}) as Record<string, string>;
      if (menu && status === 200 && headers['if-none-match'] === MENU_TAG)
        return new Response(null, { status: 304 });
      return new Response(JSON.stringify(status === 200 ? (answer ?? {}) : {}), {
        status,
        headers: { 'content-type': 'application/json', ...(menu ? { etag: MENU_TAG } : {}) },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__rcEarly;
  delete window.__RCADMIN__;
  endBoot();
});

function signIn() {
  setCookie('siteToken', 'tok-1');
  setCookie('_platform_num', '100001');
  setCookie('siteUserId', encodeBase64('42'));
}

describe('the boot script of index.html', () => {
  test('a signed-in load of /overview shows the frame, preloads its code and starts the guard calls', async () => {
    signIn();
    setCookie('language', 'es');
    runBoot('http://shell.test/overview');
    expect(document.documentElement.classList.contains('rc-booting')).toBe(true);
    expect(preloaded()).toEqual([
      'modulepreload /assets/es-f.js',
      'modulepreload /assets/admin-layout-a.js',
      'preload /assets/admin-layout-b.css',
      'modulepreload /assets/overview-page-c.js',
    ]);
    await vi.waitFor(() => expect(fetched).toHaveLength(7));
    const urls = fetched.map((call) => `${call.method} ${call.url}`);
    expect(urls).toEqual([
      'POST /api/sso-web/unify/site/validate.do',
      'GET /api/sso-web/unify/tenant/getTenantInfo.do?platformNum=100001',
      'GET /api/sso-web/unify/site/getUserInfo.do',
      'GET /api/bmc/sys/param/get.do?paramName=isSpuUse',
      'GET /api/bmc/sys/param/get.do?paramName=timeZone',
      'GET /api/bmc/user/getDeptRoleList.do?_platform_num=100001',
      'POST /api/bmc/menu/getSiteMenuList.do',
    ]);
    // The state-changing calls carry the site token, as the app's client sends them.
    expect(fetched[0]?.headers['x-site-token']).toBe('tok-1');
    expect(fetched[6]?.body).toBe(
      'siteToken=tok-1&siteUserId=42&appCode=rcadmin&platformNum=100001&roleList=r1%2Cr2&storeCode=S1',
    );
  });

  test("the app's calls take the early answers once, and make any other call themselves", async () => {
    signIn();
    runBoot('http://shell.test/overview');
    appAnswer = ok({ companyName: 'Again' });
    expect(await validateLoginState({ siteToken: 'tok-1', siteUserId: '42', platformNum: '100001' })).toEqual(
      {
        valid: true,
      },
    );
    expect(await getDeptRoleList('100001')).toEqual(STORES);
    expect(await getUserInfo()).toEqual({ name: 'admin', roles: ['admin'] });
    expect(await getSysParam('isSpuUse')).toBe('1');
    expect(
      await getSiteMenuList({
        siteToken: 'tok-1',
        siteUserId: '42',
        platformNum: '100001',
        roleIds: ['r1', 'r2'],
        storeCode: 'S1',
      }),
    ).toEqual(MENU);
    expect(await getTenantInfo('100001')).toEqual({ companyName: 'Demo' });
    expect(appCalls()).toEqual([]);
    // Each early answer serves once; a call with other parameters is the app's own.
    expect(await getTenantInfo('100001')).toEqual({ companyName: 'Again' });
    await getTenantInfo('100002');
    expect(appCalls()).toHaveLength(2);
  });

  test('the menu of another store than the boot script chose is asked again, after the early call', async () => {
    signIn();
    runBoot('http://shell.test/overview');
    await getDeptRoleList('100001');
    await getSiteMenuList({
      siteToken: 'tok-1',
      siteUserId: '42',
      platformNum: '100001',
      roleIds: ['r3'],
      storeCode: 'S2',
    });
    expect(fetched.filter((call) => !call.app).map((call) => call.url)).toContain(
      '/api/bmc/menu/getSiteMenuList.do',
    );
    expect(appCalls()).toHaveLength(1);
    expect(appCalls()[0]?.body).toContain('storeCode=S2');
  });

  test('a refused early call is made again by the app, which sees the refusal itself', async () => {
    signIn();
    status = 401;
    runBoot('http://shell.test/overview');
    await getUserInfo().catch(() => undefined);
    expect(appCalls()).toHaveLength(1);
  });

  test('the frame shows before /runtime-config.js, and the calls start when it names the API base', async () => {
    signIn();
    delete window.__RCADMIN__;
    runBoot('http://shell.test/overview');
    expect(document.documentElement.classList.contains('rc-booting')).toBe(true);
    expect(fetched).toEqual([]);
    // What /runtime-config.js does:
    window.__RCADMIN__ = { apiBase: '/gateway' };
    expect(window.__RCADMIN__).toEqual({ apiBase: '/gateway' });
    await vi.waitFor(() => expect(fetched).toHaveLength(7));
    expect(fetched.every((call) => call.url.startsWith('/gateway/'))).toBe(true);
  });

  test('a reload asks for the menu with the tag of the answer it kept: a 304 serves the kept menu', async () => {
    signIn();
    runBoot('http://shell.test/overview');
    await vi.waitFor(() => expect(fetched).toHaveLength(7));
    const menuCall = {
      siteToken: 'tok-1',
      siteUserId: '42',
      platformNum: '100001',
      roleIds: ['r1', 'r2'],
      storeCode: 'S1',
    };
    expect(await getSiteMenuList(menuCall)).toEqual(MENU);
    expect(fetched[6]?.headers['if-none-match']).toBeUndefined();

    // The reload: the same session asks again, with the tag; the server sends no menu.
    fetched = [];
    delete window.__rcEarly;
    runBoot('http://shell.test/overview');
    await vi.waitFor(() => expect(fetched).toHaveLength(7));
    expect(fetched[6]?.headers['if-none-match']).toBe(MENU_TAG);
    expect(await getSiteMenuList(menuCall)).toEqual(MENU);
    expect(appCalls()).toEqual([]);

    // Another session (a new sign-in) asks for the whole menu.
    setCookie('siteToken', 'tok-2');
    fetched = [];
    delete window.__rcEarly;
    runBoot('http://shell.test/overview');
    await vi.waitFor(() => expect(fetched).toHaveLength(7));
    expect(fetched[6]?.headers['if-none-match']).toBeUndefined();
  });

  test('the sign-in page and a signed-out load start no call and show no frame', async () => {
    runBoot('http://shell.test/overview');
    signIn();
    runBoot('http://shell.test/login');
    expect(fetched).toEqual([]);
    expect(document.documentElement.classList.contains('rc-booting')).toBe(false);
    // Only the texts of the language the page shows.
    expect(preloaded().filter((link) => link.includes('admin-layout'))).toEqual([]);
  });

  test('endBoot takes the frame away', () => {
    signIn();
    document.body.innerHTML = '<div id="rc-boot"></div><div id="root"></div>';
    runBoot('http://shell.test/goods/index/list');
    expect(preloaded()).not.toContain('modulepreload /assets/overview-page-c.js');
    endBoot();
    expect(document.documentElement.classList.contains('rc-booting')).toBe(false);
    expect(document.getElementById('rc-boot')).toBeNull();
  });
});
