import { describe, expect, test } from 'vitest';
import { featureModules, type FeatureRoute } from '@rcadmin/features';
import { tabViewOf } from '../layout/tags-view-model';
import { buildMenu, pagesOf } from '../menu/build-menu';
import { rcadminApp, res } from '../menu/testing/fixtures';
import { generateRoutes } from '../router/generate-routes';
import { decideAccess } from '../router/guard-rules';
import {
  BASE_MENU,
  CONSTANT_ROUTES,
  HIDDEN_ROUTES,
  KNOWN_ROUTES,
  PERMISSION_ROUTES,
  STATIC_BASE_ROUTES,
  type KnownRoute,
} from '../router/route-table';
import i18n, { LANGUAGES } from '../i18n';
import { loadFeatureModules, loadFeaturePage } from './feature-page';

const orgModule = featureModules.find((module) => module.id === 'org')!;
const featureRoute = (path: string) => orgModule.routes.find((route) => route.path === path)!;
const knownRoute = (path: string) => KNOWN_ROUTES.find((route) => route.path === path)!;
/** The page component the module's route loads. */
const moduleComponent = async (route: FeatureRoute) => (await route.component()).default;

/** The routes of a session whose menu is `areas` (spec §6: built menu, then generated routes). */
function sessionRoutes(areas: Parameters<typeof rcadminApp>[0], ssoMenuType = 0): KnownRoute[] {
  const { menu } = buildMenu({
    appList: [rcadminApp(areas)],
    collectList: [],
    baseMenu: BASE_MENU,
    ssoMenuType,
    platformNum: '100001',
  });
  return [...CONSTANT_ROUTES, ...generateRoutes(menu)];
}

const orgArea = (...pages: [string, string][]) =>
  res('rc-org-area', '组织', '', [
    res(
      'rc-org-group',
      '组织架构',
      '',
      pages.map(([name, url], i) => res(`p${i}`, name, url)),
    ),
  ]);

describe('the organisation module in the shell', () => {
  test('[ROUTE-13] the hidden /erpEmpRelation/list resolves to the organisation module’s third-party staff page for any session', async () => {
    const route = HIDDEN_ROUTES.find((candidate) => candidate.path === '/erpEmpRelation/list');
    expect(route).toMatchObject({ kind: 'hidden', page: 'feature', name: 'erpEmpRelation', layout: true });
    // No menu entry needed: a session without any menu may open it.
    expect(decideAccess('/erpEmpRelation/list', sessionRoutes([]))).toEqual({ action: 'pass' });
    const page = await loadFeaturePage('/erpEmpRelation/list');
    expect(page).not.toBeNull();
    expect(page).toBe(await moduleComponent(featureRoute('/erpEmpRelation/list')));
    // The other hidden account pages alike.
    for (const path of ['/userManagement', '/userDetail']) {
      expect(decideAccess(path, sessionRoutes([])), path).toEqual({ action: 'pass' });
      expect(await loadFeaturePage(path), path).toBe(await moduleComponent(featureRoute(path)));
    }
  });

  test('[ROUTE-14] [ROUTE-15] the static /organization routes render the organisation module’s pages, always registered', async () => {
    const organisation = STATIC_BASE_ROUTES.filter((route) => route.group === '/organization');
    expect(organisation).toHaveLength(12);
    for (const route of organisation) {
      expect(route, route.path).toMatchObject({ kind: 'static', deleteFlag: 1, page: 'feature' });
      expect(await loadFeaturePage(route.path), route.path).toBe(
        await moduleComponent(featureRoute(route.path)),
      );
      // Registered with no menu at all, and with ssoMenuType 1, which removes the menus only.
      expect(decideAccess(route.path, sessionRoutes([])), route.path).toEqual({ action: 'pass' });
      expect(decideAccess(route.path, sessionRoutes([orgArea()], 1)), route.path).toEqual({ action: 'pass' });
    }
  });

  test('[MENU-07] [MENU-08] the organisation menu: base entries give way to the server’s, and ssoMenuType 1 removes it', () => {
    const serverOrg = orgArea(
      ['角色管理', '/organization/roleManage'],
      ['操作员档案', '/organization/operatorIndex'],
    );
    const { menu } = buildMenu({
      appList: [rcadminApp([serverOrg])],
      collectList: [],
      baseMenu: BASE_MENU,
      ssoMenuType: 0,
      platformNum: '100001',
    });
    const urls = pagesOf(menu).map((page) => page.url);
    expect(urls.filter((url) => url === '/organization/roleManage')).toHaveLength(1);
    expect(urls).toEqual(expect.arrayContaining(['/organization/DeptIndex', '/organization/employeeIndex']));
    const sso = buildMenu({
      appList: [rcadminApp([serverOrg])],
      collectList: [],
      baseMenu: BASE_MENU,
      ssoMenuType: 1,
      platformNum: '100001',
    });
    expect(pagesOf(sso.menu).some((page) => page.url.startsWith('/organization/'))).toBe(false);
  });

  test('[ORG-11] operatorIndex and createOperator are routes only when the permission set supplies them', () => {
    const paths = ['/organization/operatorIndex', '/organization/createOperator'];
    // Not in the menu: the shell knows the pages but the session may not open them.
    const without = sessionRoutes([orgArea(['角色管理', '/organization/roleManage'])]);
    for (const path of paths)
      expect(decideAccess(path, without), path).toEqual({ action: 'redirect', to: '/401' });
    // The permission set supplies the archive: both of its routes, and not the fence page.
    const granted = sessionRoutes([orgArea(['操作员档案', '/organization/operatorIndex'])]);
    for (const path of paths) expect(decideAccess(path, granted), path).toEqual({ action: 'pass' });
    expect(decideAccess('/globalEnclosure/index', granted)).toEqual({ action: 'redirect', to: '/401' });
    const fence = sessionRoutes([orgArea(['电子围栏', '/globalEnclosure/index'])]);
    expect(decideAccess('/globalEnclosure/index', fence)).toEqual({ action: 'pass' });
    // ssoMenuType 1 removes the organisation menu, and with it what it supplied.
    const sso = sessionRoutes([orgArea(['操作员档案', '/organization/operatorIndex'])], 1);
    for (const path of paths)
      expect(decideAccess(path, sso), path).toEqual({ action: 'redirect', to: '/401' });
    for (const route of PERMISSION_ROUTES.filter((candidate) => paths.includes(candidate.path)))
      expect(route).toMatchObject({ kind: 'permission', page: 'feature', group: '/organization/operator' });
  });

  test('[I18N-01] organisation tabs are titled by the module’s own texts, in zh, en and es; its forms are not kept', async () => {
    await loadFeatureModules();
    for (const route of orgModule.routes) {
      const known = knownRoute(route.path);
      expect(known.titleKey, route.path).toBe(route.titleKey);
      expect(known.meta?.noCache ?? false, route.path).toBe(route.noCache ?? false);
      for (const language of LANGUAGES) {
        const texts = orgModule.locales[language] as { org: { routes: Record<string, string> } };
        expect(i18n.t(known.titleKey, { lng: language }), `${language} ${route.path}`).toBe(
          texts.org.routes[route.name],
        );
      }
    }
    const location = { pathname: '/erpEmpRelation/list', search: '?rawInfo=wu', hash: '' };
    const tab = tabViewOf(location, knownRoute('/erpEmpRelation/list'), {}, []);
    expect(tab).toMatchObject({
      path: '/erpEmpRelation/list',
      title: '',
      meta: { title: 'org.routes.erpEmpRelation' },
    });
    expect(i18n.t(tab!.meta.title!, { lng: 'zh' })).toBe('第三方员工');
    const form = tabViewOf(
      { pathname: '/organization/createDept', search: '', hash: '' },
      knownRoute('/organization/createDept'),
      {},
      [],
    );
    expect(form?.meta).toEqual({ title: 'org.routes.createDept', noCache: true });
  });
});
