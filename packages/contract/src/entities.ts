import { Type, type Static } from 'typebox';
import { PAGE_ACTIONS, type PageAction } from './page-actions';

/** Platform number: the tenant's public id, typed on the sign-in page. */
export const PlatformNum = Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Text = (max: number) => Type.String({ maxLength: max });

/** Login policy stored by the shell after sign-in (spec §3 User session). */
export const PwdExpiredInfo = Type.Object({
  pwdManagementStrategy: Type.Union([Type.Literal(1), Type.Literal(2)]),
  expiredDays: Type.Integer(),
  errorCode: Type.String(),
  pwdCheckVcode: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type PwdExpiredInfo = Static<typeof PwdExpiredInfo>;

export const LoginResult = Type.Object({
  /** Script-readable token: must accompany every state-changing call (header X-Site-Token). */
  siteToken: Type.String(),
  /**
   * Names this session's grey-test config file ({greyToken}.json): made for that path alone, so the
   * siteToken never appears in a URL (URLs reach logs, history and Referer headers).
   */
  greyToken: Type.String(),
  siteUserId: Type.String(),
  siteUserName: Type.String(),
  siteMobile: Type.String(),
  platformNum: Type.String(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  ssoMenuType: Type.Integer(),
  pwdManagementStrategy: Type.Union([Type.Literal(1), Type.Literal(2)]),
  /** Days until the password expires (negative when it already has). */
  expiredDays: Type.Integer(),
  /** Contract reminder, the value of the sso_contract cookie (spec §3), or null. */
  contract: Type.Union([
    Type.Object({
      expire: Type.Integer(),
      remainDay: Type.Integer(),
      productName: Type.String(),
      endDate: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type LoginResult = Static<typeof LoginResult>;

export const CompanyInfo = Type.Object({
  tenantId: Type.String(),
  platformNum: Type.String(),
  companyName: Type.String(),
  ssoMenuType: Type.Integer(),
});
export type CompanyInfo = Static<typeof CompanyInfo>;

export const UserInfo = Type.Object({
  name: Type.String(),
  avatar: Type.String(),
  introduction: Type.String(),
  roles: Type.Array(Type.String()),
  loginName: Type.String(),
  mobile: Type.String(),
});
export type UserInfo = Static<typeof UserInfo>;

export const PwdExpireQueryResult = Type.Object({
  expiredTip: Type.Boolean(),
  expireDays: Type.Integer(),
  pwdManagementStrategy: Type.Union([Type.Literal(1), Type.Literal(2)]),
});
export type PwdExpireQueryResult = Static<typeof PwdExpireQueryResult>;

/** Department/store entry for role selection (spec §3). `active` is set by the shell. */
export const DeptRole = Type.Object({
  storeCode: Type.String(),
  storeName: Type.String(),
  roleIds: Type.Array(Type.String()),
});
export type DeptRole = Static<typeof DeptRole>;

/**
 * A menu name in the languages besides zh (the spec's `name` is the zh one). A language missing
 * here is shown with the zh name.
 */
export const MenuNames = Type.Object({
  en: Type.Optional(Type.String({ maxLength: 100 })),
  es: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MenuNames = Static<typeof MenuNames>;
/** The languages a menu name may have besides zh. */
export const MENU_NAME_LANGUAGES = ['en', 'es'] as const satisfies readonly (keyof MenuNames)[];

/** A menu resource as stored: three levels (app → group → page). */
export interface MenuResource {
  id: string;
  name: string;
  /** The name in en and es (absent from a backend that has none: every language shows `name`). */
  names?: MenuNames;
  /** Route path, a full http(s) address for an embedded page, '#' for planned, '' for unset. */
  url: string;
  icon: string;
  deleteFlag: 0 | 1;
  /**
   * A page's actions the roles grant (rights per action, page-actions.ts): absent for a page
   * without actions (or a server that has none), whose grant is all there is to it.
   */
  actions?: PageAction[];
  children: MenuResource[];
}
export const MenuResource = Type.Cyclic(
  {
    MenuResource: Type.Object({
      id: Type.String(),
      name: Type.String(),
      names: Type.Optional(MenuNames),
      url: Type.String(),
      icon: Type.String(),
      deleteFlag: Type.Union([Type.Literal(0), Type.Literal(1)]),
      actions: Type.Optional(Type.Array(Type.Union(PAGE_ACTIONS.map((action) => Type.Literal(action))))),
      children: Type.Array(Type.Ref('MenuResource')),
    }),
  },
  'MenuResource',
);

export const SiteApp = Type.Object({
  appCode: Type.String(),
  appName: Type.String(),
  menuList: Type.Array(MenuResource),
});
export interface SiteApp {
  appCode: string;
  appName: string;
  menuList: MenuResource[];
}

/** A resource a role grants (queryRoleResource, spec §7): a menu entry of the tenant. */
export const RoleResource = Type.Object({
  id: Type.String(),
  /** Route path, an http(s) address of an embedded page, '#' (planned) or '' (not configured). */
  url: Type.String(),
  name: Type.String(),
});
export type RoleResource = Static<typeof RoleResource>;

/** A favourite (spec §3 Menu favourite). */
export const MenuFavourite = Type.Object({
  resourceId: Id,
  parentResourceId: Type.Literal('collectMenu'),
  resourceName: Text(100),
});
export type MenuFavourite = Static<typeof MenuFavourite>;

export const SiteMenuResult = Type.Object({
  appList: Type.Array(SiteApp),
  collectList: Type.Array(MenuFavourite),
});
export interface SiteMenuResult {
  appList: SiteApp[];
  collectList: MenuFavourite[];
}

/** Operation log record (spec §3). */
export const OperationLog = Type.Object({
  tenantId: Text(64),
  tenantName: Text(200),
  opt: Text(200),
  client: Text(50),
  optUserCode: Text(64),
  optUserName: Text(100),
  optTime: Text(40),
  menuCode: Text(200),
  menuName: Text(200),
  addr: Text(500),
});
export type OperationLog = Static<typeof OperationLog>;

export const Notice = Type.Object({
  id: Type.String(),
  link: Type.String(),
  publishDate: Type.String(),
  text: Type.String(),
});
export type Notice = Static<typeof Notice>;

export const HelpArticle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  link: Type.String(),
  cover_path: Type.String(),
});
export type HelpArticle = Static<typeof HelpArticle>;

export const ArticleDetail = Type.Object({
  id: Type.String(),
  title: Type.String(),
  publishDate: Type.String(),
  cover_path: Type.String(),
  /** Plain text paragraphs; the shell renders them as text, never as HTML. */
  content: Type.String(),
});
export type ArticleDetail = Static<typeof ArticleDetail>;

/** A client the download centre and the top bar's download popover offer (CONTENT-06). */
export const ClientDownload = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** windows, macos, android or ios. */
  platform: Type.String(),
  version: Type.String(),
  /** Where the installer is fetched: an http(s) address. */
  url: Type.String(),
  /** Human-readable, as published (e.g. '86 MB'). */
  fileSize: Type.String(),
  publishDate: Type.String(),
  description: Type.String(),
});
export type ClientDownload = Static<typeof ClientDownload>;

export const ArticlePage = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  limitNum: Type.Integer(),
  list: Type.Array(HelpArticle),
});
export type ArticlePage = Static<typeof ArticlePage>;
