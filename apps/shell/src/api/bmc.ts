import type { DeptRole, MenuFavourite, SiteMenuResult } from '@rcadmin/contract';
import { APP_CODE, Code } from '@rcadmin/contract/wire';
import { t } from '../i18n';
import { ApiError, callApi, callEnvelope } from './http';

/** Calls of the bmc service (spec §7 "Store and department"), at the contract's paths. */

/** One system parameter's value (e.g. pwdCheckVcode, isSpuUse), undefined when unset. */
export async function getSysParam(paramName: string): Promise<string | undefined> {
  const result = await callApi('sysParam', { paramName }, { silent: true });
  return result[paramName];
}

function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError) || typeof error.envelope !== 'object' || error.envelope === null)
    return '';
  const { msg } = error.envelope as { msg?: unknown };
  return typeof msg === 'string' ? msg : '';
}

/**
 * The stores the user is authorised for (ERR-09, ERR-10, AUTH-19): only code '0' with at least
 * one entry counts; otherwise the server's message or the unauthorised-store message.
 */
export async function getDeptRoleList(platformNum: string): Promise<DeptRole[]> {
  const unauthorised = t('notifications.noAuthorisedStore');
  let envelope;
  try {
    envelope = await callEnvelope('deptRoleList', { _platform_num: platformNum }, { silent: true });
  } catch (error) {
    console.error('getDeptRoleList', error);
    throw new Error(serverMessage(error) || unauthorised);
  }
  if (envelope.code !== Code.ok || !('content' in envelope)) throw new Error(envelope.msg || unauthorised);
  if (envelope.content.result.length === 0) throw new Error(unauthorised);
  return envelope.content.result;
}

/**
 * The menus of every app the roles grant, and the favourites (AUTH-18, API-23). The selected
 * store goes along: the server makes it the session's current store, whose roles decide which
 * calls it allows.
 */
export const getSiteMenuList = (session: {
  siteToken: string;
  siteUserId: string;
  platformNum: string;
  roleIds: readonly string[];
  storeCode?: string;
}): Promise<SiteMenuResult> =>
  callApi(
    'siteMenuList',
    {
      siteToken: session.siteToken,
      siteUserId: session.siteUserId,
      appCode: APP_CODE,
      platformNum: session.platformNum,
      roleList: session.roleIds.join(','),
      storeCode: session.storeCode,
    },
    { silent: true },
  );

/** A favourite as the add call takes it (FAV-02). */
export type CollectResource = MenuFavourite;

/**
 * FAV-03: adds favourites; success is code '0'. Silent: the favourites module shows its own
 * messages for a refusal and for a lost connection.
 */
export const addCollect = (input: {
  siteToken: string;
  siteUserId: string;
  collectResourceList: readonly CollectResource[];
}) =>
  callEnvelope(
    'addCollect',
    {
      siteToken: input.siteToken,
      siteUserId: input.siteUserId,
      appCode: APP_CODE,
      collectResourceList: JSON.stringify(input.collectResourceList),
    },
    { silent: true },
  );

/** FAV-06: removes favourites by resource id (comma-separated resIdList). */
export const removeCollect = (resIdList: readonly string[]) =>
  callEnvelope('removeCollect', { resIdList: resIdList.join(',') }, { silent: true });
