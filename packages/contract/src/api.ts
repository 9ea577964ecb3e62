import { Type, type Static, type TSchema } from 'typebox';
import {
  ArticleDetail,
  ArticlePage,
  ClientDownload,
  CompanyInfo,
  DeptRole,
  HelpArticle,
  LoginResult,
  Notice,
  OperationLog,
  PlatformNum,
  PwdExpireQueryResult,
  RoleResource,
  SiteMenuResult,
  UserInfo,
} from './entities';
import { calls, type CallName } from './all-calls';
import { SMS_SERVICE_CODES } from './calls';
import { call } from './call-spec';
import { goodsApi } from './goods-api';
import { catalogueApi } from './goods-catalogue-api';
import { orgPeopleApi } from './org-people-api';
import { orgPlacesApi } from './org-places-api';
import { orgStoresApi } from './org-stores-api';
import { settingsApi } from './settings-api';
import { batchImportApi } from './batch-import-api';
import { sysParamsApi } from './sys-params-api';
import { goodsSettingsApi } from './goods-settings-api';
import { embeddedAppsApi } from './embedded-apps-api';
import { overviewApi } from './overview-api';

export type { CallSpec } from './call-spec';

const Str = (max = 200) => Type.String({ maxLength: max });
const NonEmpty = (max = 200) => Type.String({ minLength: 1, maxLength: max });
const Password = Type.String({ minLength: 1, maxLength: 128 });
const Mobile = Type.String({ pattern: '^1[0-9]{10}$|^\\+?[0-9]{6,15}$' });
const SmsCode = Type.String({ pattern: '^[0-9]{6}$' });

export const api = {
  // ---- single sign-on (spec §7 "Single sign-on and session")
  companyCheck: call({
    ...calls.companyCheck,
    body: Type.Object({ platformNum: PlatformNum }),
    result: CompanyInfo,
    summary: 'Check that a company (platform number) exists; answers its name.',
  }),
  login: call({
    ...calls.login,
    body: Type.Object({
      platformNum: PlatformNum,
      loginName: NonEmpty(64),
      password: Password,
      /** Answer to the code-number image, required after 5 failures. */
      codeNumber: Type.Optional(Str(8)),
    }),
    result: LoginResult,
    summary:
      'Account and password sign-in. errorCode 2001603: initial password in use; 2002012: password expired.',
  }),
  codeNumberImage: call({
    ...calls.codeNumberImage,
    query: Type.Object({ platformNum: PlatformNum, loginName: NonEmpty(64) }),
    result: Type.String(),
    summary: 'The code-number image (SVG blob) to answer after repeated failures.',
  }),
  sendVerifyCode: call({
    ...calls.sendVerifyCode,
    body: Type.Object({
      request: Type.Object({
        appCode: NonEmpty(32),
        /** What the code is for (SMS_SERVICE_CODES): it works for that call only. */
        appServiceCode: Type.Union([
          Type.Literal(SMS_SERVICE_CODES.login),
          Type.Literal(SMS_SERVICE_CODES.password),
          Type.Literal(SMS_SERVICE_CODES.check),
        ]),
        phoneNo: Mobile,
        tenantId: Str(64),
      }),
      _platform_num: PlatformNum,
    }),
    result: Type.Object({ expireSeconds: Type.Integer(), resendSeconds: Type.Integer() }),
    summary:
      'Send a 6-digit SMS code (valid 5 minutes, 60 s between sends, capped per phone and per address each day). ' +
      "request.appServiceCode says what it is for: 'login' (phone sign-in), 'changePwd' (changePass's verifyCode) " +
      "or 'checkVerifyCode' (checkVerifyCode); a code works for that call only. A number that is not a mobile " +
      'is refused (4000); a server without an SMS gateway answers 2001012 here, to phoneLogin and to checkVerifyCode.',
  }),
  phoneLogin: call({
    ...calls.phoneLogin,
    body: Type.Object({ platformNum: PlatformNum, phoneNo: Mobile, verifyCode: SmsCode }),
    result: LoginResult,
    summary: 'Phone and SMS code sign-in.',
  }),
  validate: call({
    ...calls.validate,
    body: Type.Object({
      /** base64 of the siteToken. */
      siteToken: NonEmpty(200),
      siteUserId: NonEmpty(64),
      platformNum: PlatformNum,
    }),
    result: Type.Object({ valid: Type.Boolean() }),
    summary: 'Login-state validation. code -1001 when there is no session at all, 1024 when it ended.',
  }),
  logout: call({
    ...calls.logout,
    body: Type.Object({ token: NonEmpty(200), userId: NonEmpty(64) }),
    result: Type.Boolean(),
    summary: 'End the session: its token is dead from now on.',
  }),
  userInfo: call({
    ...calls.userInfo,
    result: UserInfo,
    summary: 'The signed-in user: name, avatar, introduction, roles.',
  }),
  tenantInfo: call({
    ...calls.tenantInfo,
    query: Type.Object({ platformNum: PlatformNum }),
    result: CompanyInfo,
    summary: 'Tenant info; content.result.companyName is the tenant name.',
  }),
  recordLogin: call({
    ...calls.recordLogin,
    body: Type.Object({ ssoUserId: NonEmpty(64), platformNum: PlatformNum }),
    result: Type.String(),
    summary: 'Record a sign-in; content.result is the record id (siteUid).',
  }),
  queryUserPwdExpireInfo: call({
    ...calls.queryUserPwdExpireInfo,
    body: Type.Object({
      queryCond: Type.Object({ userId: NonEmpty(64), token: Str(200), platformNum: PlatformNum }),
    }),
    result: PwdExpireQueryResult,
    summary: 'Password expiry: expiredTip and expireDays.',
  }),
  changePass: call({
    ...calls.changePass,
    body: Type.Object({
      oldPwd: Type.Optional(Password),
      newPwd: Type.Optional(Password),
      confirmPwd: Type.Optional(Password),
      oldPassword: Type.Optional(Password),
      newPassword: Type.Optional(Password),
      confirmPassword: Type.Optional(Password),
      verifyCode: Type.Optional(SmsCode),
    }),
    result: Type.Boolean(),
    summary:
      'Change the password (oldPwd/newPwd/confirmPwd, or oldPassword/newPassword/confirmPassword). errorCode 2002000 on success; every session of the user ends.',
  }),

  // ---- bmc (spec §7 "Store and department")
  checkVerifyCode: call({
    ...calls.checkVerifyCode,
    query: Type.Object({
      identity: Mobile,
      appCode: NonEmpty(32),
      appServiceCode: Str(32),
      verifyCode: SmsCode,
    }),
    result: Type.Object({ success: Type.Boolean() }),
    summary:
      "Check an SMS code sent with appServiceCode 'checkVerifyCode' to the user's own phone; reads content.result.success and msg.",
  }),
  sysParam: call({
    ...calls.sysParam,
    query: Type.Object({ paramName: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }) }),
    result: Type.Record(Type.String(), Type.String()),
    summary:
      "A system parameter: content.result[paramName]. Any session reads the shell's own (pwdCheckVcode, " +
      'forcePasswordModify, isSpuUse, microApps, frameOrigins); the rest need the /setting/index/list grant (4030 otherwise).',
  }),
  deptRoleList: call({
    ...calls.deptRoleList,
    query: Type.Object({ _platform_num: PlatformNum }),
    result: Type.Array(DeptRole),
    summary: 'The stores/departments the user is authorised for, with role ids.',
  }),
  siteMenuList: call({
    ...calls.siteMenuList,
    body: Type.Object({
      siteToken: NonEmpty(200),
      siteUserId: NonEmpty(64),
      appCode: NonEmpty(32),
      platformNum: PlatformNum,
      /** Comma-separated role ids of the selected store. */
      roleList: Str(2000),
      /**
       * The selected store: it becomes the session's current store, whose roles decide what the
       * server allows. Without it the current store stays.
       */
      storeCode: Type.Optional(NonEmpty(64)),
    }),
    result: SiteMenuResult,
    summary:
      'Menus of every app the roles grant (those of roleList held in the current store), and the favourites. ' +
      'storeCode switches the current store; 2003001 when the user holds no role there.',
  }),
  addCollect: call({
    ...calls.addCollect,
    body: Type.Object({
      siteToken: NonEmpty(200),
      siteUserId: NonEmpty(64),
      appCode: NonEmpty(32),
      /** JSON array of {resourceId, parentResourceId: 'collectMenu', resourceName}. */
      collectResourceList: NonEmpty(20000),
    }),
    result: Type.Boolean(),
    summary: 'Add favourites.',
  }),
  removeCollect: call({
    ...calls.removeCollect,
    body: Type.Object({ resIdList: NonEmpty(20000) }),
    result: Type.Boolean(),
    summary: 'Remove favourites (comma-separated resource ids).',
  }),
  syncSysOperatorLog: call({
    ...calls.syncSysOperatorLog,
    body: OperationLog,
    result: Type.Boolean(),
    summary:
      'Append an operation log record: a page open (client rcadmin) or a shell error report (client rcadmin-web; ' +
      'another client is 4220). The server sets tenant, user, time and client; for a page open also opt, menuName ' +
      'and addr (the caller’s address), so those body fields are ignored (still accepted); the page named in ' +
      'menuCode must be a menu page the session’s roles grant (4030 otherwise). At most 30 records a session a ' +
      'minute (4029 beyond).',
  }),
  dataScope: call({
    ...calls.dataScope,
    result: Type.Object({ storeCodes: Type.Array(Type.String()), allStores: Type.Boolean() }),
    summary:
      'The data scope of the signed-in user, from role grants: the stores they hold roles in; ' +
      'allStores when a role held in the current store grants everything.',
  }),
  queryRoleResource: call({
    ...calls.queryRoleResource,
    body: Type.Object({ roleId: NonEmpty(64) }),
    result: Type.Array(RoleResource),
    summary: 'The resources a role of the tenant grants (id, url, name); 4004 for a role the tenant has not.',
  }),
  merchantInfo: call({
    ...calls.merchantInfo,
    result: Type.Object({
      tenantId: Type.String(),
      companyName: Type.String(),
      platformNum: Type.String(),
      contractEndDate: Type.String(),
    }),
    summary: 'The merchant (tenant) of the signed-in user.',
  }),

  // ---- articles host (spec §7 "Content"): envelope { code: '1001', msg, data }
  noticeList: call({
    ...calls.noticeList,
    query: Type.Object({
      columnId: Type.Integer({ minimum: 1 }),
      page: Type.Integer({ minimum: 1 }),
      limitNum: Type.Integer({ minimum: 1, maximum: 100 }),
    }),
    result: Type.Object({ notice: Type.Array(Notice) }),
    summary: 'Notices, newest first (data.notice).',
  }),
  articleList: call({
    ...calls.articleList,
    query: Type.Object({
      columnId: Type.Integer({ minimum: 1 }),
      page: Type.Integer({ minimum: 1 }),
      limitNum: Type.Integer({ minimum: 1, maximum: 100 }),
    }),
    result: Type.Array(HelpArticle),
    summary: 'Help articles of a column (data).',
  }),
  articleListByPage: call({
    ...calls.articleListByPage,
    query: Type.Object({
      columnId: Type.Integer({ minimum: 1 }),
      page: Type.Integer({ minimum: 1 }),
      limitNum: Type.Integer({ minimum: 1, maximum: 100 }),
    }),
    result: ArticlePage,
    summary: 'Help articles, one page with the total.',
  }),
  articleDetail: call({
    ...calls.articleDetail,
    query: Type.Object({ id: NonEmpty(64) }),
    result: ArticleDetail,
    summary: 'One article.',
  }),
  clientDownloadList: call({
    ...calls.clientDownloadList,
    result: Type.Array(ClientDownload),
    summary: 'Clients offered for download (POS, mobile apps), newest first.',
  }),
  publishedNotice: call({
    ...calls.publishedNotice,
    result: Type.Object({ notice: Type.Array(Notice) }),
    summary: 'Published notices for PC; fetched without credentials.',
  }),
  ...goodsApi,
  ...catalogueApi,
  ...orgStoresApi,
  ...orgPeopleApi,
  ...orgPlacesApi,
  ...settingsApi,
  ...batchImportApi,
  ...sysParamsApi,
  ...goodsSettingsApi,
  ...embeddedAppsApi,
  ...overviewApi,
} as const;

export type Api = typeof api;
export type { CallName };
export type BodyOf<N extends CallName> = Api[N] extends { body: infer B extends TSchema } ? Static<B> : never;
export type QueryOf<N extends CallName> = Api[N] extends { query: infer Q extends TSchema }
  ? Static<Q>
  : never;
export type ResultOf<N extends CallName> = Static<Api[N]['result']>;
