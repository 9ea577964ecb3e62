import type { FastifyInstance } from 'fastify';
import articleRoutes from './articles/article';
import catalogueRoutes from './catalogue';
import goodsRoutes from './goods';
import orgRoutes from './org';
import noticeRoutes from './articles/notice';
import downloadRoutes from './bmc/download';
import menuRoutes from './bmc/menu';
import merchantRoutes from './bmc/merchant';
import sysParamRoutes from './bmc/sys-param';
import greyConfigRoutes from './grey/grey-config';
import bmcUserRoutes from './bmc/user';
import cloudUserRoutes from './sso-web/unify/cloud-user';
import companyRoutes from './sso-web/unify/company';
import phoneLoginRoutes from './sso-web/unify/phone-login';
import siteRoutes from './sso-web/unify/site';
import tenantRoutes from './sso-web/unify/tenant';
import operatorLogRoutes from './sync-sys-operator-log';
import operationLogRoutes from './settings/operation-log';
import goodsSettingsRoutes from './settings/goods-settings';
import storeNavRoutes from './settings/store-nav';
import sysParamsRoutes from './settings/sys-params';
import batchImportRoutes from './settings/batch-import';

/** Every call of the contract, by service folder; mounted under the API base prefix. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(companyRoutes);
  await app.register(siteRoutes);
  await app.register(phoneLoginRoutes);
  await app.register(tenantRoutes);
  await app.register(cloudUserRoutes);
  await app.register(bmcUserRoutes);
  await app.register(sysParamRoutes);
  await app.register(menuRoutes);
  await app.register(merchantRoutes);
  await app.register(operatorLogRoutes);
  await app.register(noticeRoutes);
  await app.register(articleRoutes);
  await app.register(downloadRoutes);
  await app.register(greyConfigRoutes);
  await app.register(goodsRoutes);
  await app.register(catalogueRoutes);
  await app.register(orgRoutes);
  await app.register(operationLogRoutes);
  await app.register(goodsSettingsRoutes);
  await app.register(storeNavRoutes);
  await app.register(sysParamsRoutes);
  await app.register(batchImportRoutes);
}
