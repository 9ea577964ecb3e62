/** Server messages in the three languages of the product. zh is the spec's text wherever it gives one. */
import { m, type Entry } from './entry';
import { goodsMessages } from './messages-goods';
import { catalogueMessages } from './messages-catalogue';
import { orgPeopleMessages } from './messages-org-people';
import { orgPlacesMessages } from './messages-org-places';
import { orgStoresMessages } from './messages-org-stores';
import { settingsMessages } from './messages-settings';
import { sysParamsMessages } from './messages-sys-params';
import { auditMessages } from './messages-audit';
import { batchImportMessages } from './messages-batch-import';
import { goodsSettingsMessages } from './messages-goods-settings';
import { embeddedAppsMessages } from './messages-embedded-apps';
import { changesMessages } from './messages-changes';

import type { Language } from './language-list';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language-list';

const coreMessages = {
  // session and access
  loginRequired: m(
    '登录已失效，请重新登录',
    'Login required: please sign in again.',
    'Se requiere iniciar sesión: vuelva a iniciar sesión.',
  ),
  loginExpired: m(
    '登录已过期，请重新登录',
    'Your login has expired; please sign in again.',
    'Su sesión ha caducado; vuelva a iniciar sesión.',
  ),
  notSignedIn: m('未登录', 'Not signed in.', 'No ha iniciado sesión.'),
  crossSiteRefused: m(
    '不接受来自其他网站的请求，请在本系统中操作',
    'A request from another site is not taken: use this admin itself.',
    'No se acepta una solicitud de otro sitio: use esta administración.',
  ),
  siteTokenMismatch: m(
    '请求校验失败（站点令牌缺失或不匹配），请刷新页面后重试',
    'Request check failed: the site token is missing or does not match. Reload the page and try again.',
    'La comprobación de la solicitud falló: falta el token del sitio o no coincide. Recargue la página e inténtelo de nuevo.',
  ),
  forbidden: m(
    '您在当前门店没有此功能的权限，请联系商户管理员',
    'You have no permission for this function in the current store. Ask your merchant administrator.',
    'No tiene permiso para esta función en la tienda actual. Consulte al administrador del comercio.',
  ),
  passwordRestricted: m(
    '请先修改密码后再进行其他操作',
    'Change your password before doing anything else.',
    'Cambie su contraseña antes de hacer cualquier otra cosa.',
  ),

  // sign-in
  unknownCompany: m(
    '企业编号不存在',
    'No company has this platform number.',
    'Ninguna empresa tiene este número de plataforma.',
  ),
  badCredentials: m(
    '企业编号、账号或密码错误',
    'Wrong platform number, account or password.',
    'Número de plataforma, cuenta o contraseña incorrectos.',
  ),
  codeNumberRequired: m(
    '登录失败次数过多，请输入图形验证码',
    'Too many failed sign-ins: enter the code shown in the image.',
    'Demasiados intentos fallidos: introduzca el código de la imagen.',
  ),
  codeNumberWrong: m(
    '图形验证码错误或已过期，请重新输入',
    'The image code is wrong or has expired; enter the new one.',
    'El código de la imagen es incorrecto o ha caducado; introduzca el nuevo.',
  ),
  accountLocked: m(
    '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    'Too many failed sign-ins: this account is locked. Try again in {minutes} min.',
    'Demasiados intentos fallidos: la cuenta está bloqueada. Inténtelo de nuevo en {minutes} min.',
  ),

  // SMS codes
  smsCodeInvalid: m(
    '短信验证码错误或已失效',
    'The SMS code is wrong or no longer valid.',
    'El código SMS es incorrecto o ya no es válido.',
  ),
  smsTooFrequent: m(
    '验证码发送过于频繁，请{seconds}秒后再试',
    'A code was sent a moment ago; try again in {seconds} s.',
    'Se envió un código hace un momento; inténtelo de nuevo en {seconds} s.',
  ),
  smsPhoneDailyLimit: m(
    '该手机号24小时内接收验证码次数已达上限，请稍后再试',
    'This phone has received as many codes as allowed in 24 hours; try again later.',
    'Este teléfono ya recibió todos los códigos permitidos en 24 horas; inténtelo más tarde.',
  ),
  smsAddressDailyLimit: m(
    '当前网络24小时内发送验证码次数已达上限，请稍后再试',
    'As many codes as allowed in 24 hours have been sent from your network; try again later.',
    'Desde su red ya se enviaron todos los códigos permitidos en 24 horas; inténtelo más tarde.',
  ),
  smsNotSent: m(
    '短信发送失败，请稍后重试',
    'The SMS could not be sent; please try again later.',
    'No se pudo enviar el SMS; inténtelo de nuevo más tarde.',
  ),
  smsNotConfigured: m(
    '短信服务未配置，无法发送验证码，请联系管理员',
    'SMS is not configured on this server, so no code can be sent. Please contact your administrator.',
    'El SMS no está configurado en este servidor, así que no se puede enviar ningún código. Contacte con su administrador.',
  ),
  smsPhoneInvalid: m(
    '请输入正确的手机号',
    'Enter a valid mobile number.',
    'Introduzca un número de móvil válido.',
  ),
  smsText: m(
    '【rcadmin】您的验证码为{code}，5分钟内有效，请勿泄露给他人。',
    '[rcadmin] Your verification code is {code}. It is valid for 5 minutes; do not share it.',
    '[rcadmin] Su código de verificación es {code}. Es válido durante 5 minutos; no lo comparta.',
  ),

  // password change (spec §5)
  oldPasswordRequired: m('请输入原始密码', 'Enter your old password.', 'Introduzca su contraseña anterior.'),
  newPasswordRequired: m('请输入新的密码', 'Enter a new password.', 'Introduzca una contraseña nueva.'),
  confirmRequired: m(
    '请再次输入新的密码',
    'Enter the new password again.',
    'Introduzca de nuevo la contraseña nueva.',
  ),
  confirmMismatch: m(
    '两次输入新密码不一致!',
    'The two new passwords differ!',
    '¡Las dos contraseñas nuevas no coinciden!',
  ),
  weakPasswordNormal: m(
    '请输入8-20个非连续字符',
    'Use 8-128 characters that are not all the same.',
    'Use de 8 a 128 caracteres que no sean todos iguales.',
  ),
  weakPasswordStrict: m(
    '请输入8-20位大小写字母数字组合',
    'Use 8-128 characters, with an upper-case letter, a lower-case letter and a digit.',
    'Use de 8 a 128 caracteres, con una mayúscula, una minúscula y un dígito.',
  ),
  commonPassword: m(
    '该密码过于常见或已在泄露数据中出现，请换一个',
    'This password is too common or has appeared in a data breach: choose another.',
    'Esta contraseña es demasiado común o ha aparecido en una filtración de datos: elija otra.',
  ),
  samePassword: m(
    '新旧密码不能相同',
    'The new password must differ from the old one.',
    'La contraseña nueva debe ser distinta de la anterior.',
  ),
  verifyCodeRequired: m(
    '请输入6位短信验证码',
    'Enter the 6-digit SMS code.',
    'Introduzca el código SMS de 6 dígitos.',
  ),
  wrongOldPassword: m('原始密码错误', 'The old password is wrong.', 'La contraseña anterior es incorrecta.'),

  // bmc
  noAuthorisedStore: m(
    '用户未授权门店，请联系商户管理员处理',
    'You are not authorised for any store; please contact the merchant administrator.',
    'No tiene autorización para ninguna tienda; contacte con el administrador del comercio.',
  ),
  tenantMismatch: m(
    '获取租户信息失败，请刷新页面重试',
    'Could not get the tenant information; reload the page and try again.',
    'No se pudo obtener la información del inquilino; recargue la página e inténtelo de nuevo.',
  ),
  favouriteFailed: m(
    '收藏失败，请重试',
    'Could not add the favourite; try again.',
    'No se pudo añadir el favorito; inténtelo de nuevo.',
  ),
  roleNotFound: m('角色不存在：{roleId}', 'No such role: {roleId}.', 'No existe el rol: {roleId}.'),
  favouriteNotVisible: m(
    '收藏失败，请重试（无权访问菜单 {ids}）',
    'Could not add the favourite: no access to menu {ids}.',
    'No se pudo añadir el favorito: sin acceso al menú {ids}.',
  ),

  // content
  articleNotFound: m('文章不存在', 'No article has this id.', 'Ningún artículo tiene este id.'),

  // protocol
  invalidRequest: m('请求参数错误：{detail}', 'Invalid request: {detail}', 'Solicitud no válida: {detail}'),
  invalidJson: m(
    '请求体不是合法的 JSON',
    'The request body is not valid JSON.',
    'El cuerpo de la solicitud no es un JSON válido.',
  ),
  emptyBody: m('请求体为空', 'The request body is empty.', 'El cuerpo de la solicitud está vacío.'),
  payloadTooLarge: m(
    '请求体过大（上限 {limit} KB）',
    'The request body is too large (limit {limit} KB).',
    'El cuerpo de la solicitud es demasiado grande (límite {limit} KB).',
  ),
  unsupportedMediaType: m(
    '不支持的内容类型：{type}，请使用 {accepted}',
    'Unsupported content type: {type}. Send {accepted}.',
    'Tipo de contenido no admitido: {type}. Envíe {accepted}.',
  ),
  notFound: m('接口不存在：{path}', 'No such call: {path}', 'No existe esta llamada: {path}'),
  serverBusy: m(
    '服务器繁忙，请{seconds}秒后重试',
    'The server is busy; please try again in {seconds} s.',
    'El servidor está ocupado; inténtelo de nuevo en {seconds} s.',
  ),
  tooManyRequests: m(
    '请求过于频繁，请{seconds}秒后再试',
    'Too many requests; please try again in {seconds} s.',
    'Demasiadas solicitudes; inténtelo de nuevo en {seconds} s.',
  ),
  internal: m(
    '服务器开小差了，请稍后重试',
    'Something went wrong on the server; please try again later.',
    'Algo salió mal en el servidor; inténtelo de nuevo más tarde.',
  ),

  // details of invalid input, one per schema keyword
  fieldRequired: m('缺少字段 {field}', 'missing field {field}', 'falta el campo {field}'),
  fieldType: m(
    '字段 {field} 应为 {type}',
    'field {field} must be a {type}',
    'el campo {field} debe ser de tipo {type}',
  ),
  fieldMinLength: m(
    '字段 {field} 至少需要 {limit} 个字符',
    'field {field} must have at least {limit} characters',
    'el campo {field} debe tener al menos {limit} caracteres',
  ),
  fieldMaxLength: m(
    '字段 {field} 最多 {limit} 个字符',
    'field {field} must have at most {limit} characters',
    'el campo {field} debe tener como máximo {limit} caracteres',
  ),
  fieldPattern: m(
    '字段 {field} 格式不正确',
    'field {field} has the wrong format',
    'el campo {field} tiene un formato incorrecto',
  ),
  fieldMinimum: m(
    '字段 {field} 不能小于 {limit}',
    'field {field} must be at least {limit}',
    'el campo {field} debe ser al menos {limit}',
  ),
  fieldMaximum: m(
    '字段 {field} 不能大于 {limit}',
    'field {field} must be at most {limit}',
    'el campo {field} debe ser como máximo {limit}',
  ),
  fieldInvalid: m(
    '字段 {field} 的值无效',
    'field {field} has an invalid value',
    'el campo {field} tiene un valor no válido',
  ),
  fieldNul: m(
    '字段 {field} 含有不允许的空字符',
    'field {field} holds a NUL character, which is not allowed',
    'el campo {field} contiene un carácter NUL, que no está permitido',
  ),
  collectListNotJson: m(
    'collectResourceList 不是合法的 JSON 数组',
    'collectResourceList is not a JSON array',
    'collectResourceList no es un array JSON',
  ),
  collectListItem: m(
    'collectResourceList 第 {index} 项应为 {resourceId, parentResourceId: "collectMenu", resourceName}',
    'collectResourceList item {index} must be {resourceId, parentResourceId: "collectMenu", resourceName}',
    'el elemento {index} de collectResourceList debe ser {resourceId, parentResourceId: "collectMenu", resourceName}',
  ),
  listEmpty: m(
    '字段 {field} 不能为空',
    'field {field} must not be empty',
    'el campo {field} no puede estar vacío',
  ),
  listTooLong: m(
    '字段 {field} 最多 {limit} 项',
    'field {field} may hold at most {limit} items',
    'el campo {field} admite como máximo {limit} elementos',
  ),
} satisfies Record<string, Entry>;

/** The tables the messages are made of: a key is in one of them only (a test checks it). */
export const MESSAGE_TABLES = {
  core: coreMessages,
  goods: goodsMessages,
  catalogue: catalogueMessages,
  orgStores: orgStoresMessages,
  orgPeople: orgPeopleMessages,
  orgPlaces: orgPlacesMessages,
  settings: settingsMessages,
  sysParams: sysParamsMessages,
  audit: auditMessages,
  batchImport: batchImportMessages,
  goodsSettings: goodsSettingsMessages,
  embeddedApps: embeddedAppsMessages,
  changes: changesMessages,
} as const;

export const messages = {
  ...coreMessages,
  ...goodsMessages,
  ...catalogueMessages,
  ...orgStoresMessages,
  ...orgPeopleMessages,
  ...orgPlacesMessages,
  ...settingsMessages,
  ...sysParamsMessages,
  ...auditMessages,
  ...batchImportMessages,
  ...goodsSettingsMessages,
  ...embeddedAppsMessages,
  ...changesMessages,
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof messages;
export type Params = Record<string, string | number>;

/** The message in `lang` with `{name}` placeholders filled in. */
export function translate(lang: Language, key: MessageKey, params: Params = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
