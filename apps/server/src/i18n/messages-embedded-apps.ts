import type { EmbeddedAppProblemKind } from '@rcadmin/contract';
import { m, type Entry } from './entry';

/** Why a registration's values do not fit (checkEmbeddedApp), by problem. */
const problems = {
  embeddedAppNameRequired: m('请填写名称', 'Enter a name.', 'Introduzca un nombre.'),
  embeddedAppNameTooLong: m(
    '名称最多 {max} 个字符',
    'The name has at most {max} characters.',
    'El nombre tiene como máximo {max} caracteres.',
  ),
  embeddedAppMicroAppName: m(
    '微应用的名称只能包含字母、数字、“-”和“_”（最多 64 个），它也是微应用的标识',
    "A micro-app's name takes only letters, digits, '-' and '_' (at most 64): it is also the app's id.",
    "El nombre de una microaplicación solo admite letras, dígitos, '-' y '_' (como máximo 64): también es su identificador.",
  ),
  embeddedAppUrlRequired: m(
    '请填写入口地址',
    'Enter the entry address.',
    'Introduzca la dirección de entrada.',
  ),
  embeddedAppUrlTooLong: m(
    '入口地址最多 {max} 个字符',
    'The entry address has at most {max} characters.',
    'La dirección de entrada tiene como máximo {max} caracteres.',
  ),
  embeddedAppUrlNotHttp: m(
    '入口地址须为以 http:// 或 https:// 开头的完整地址',
    'The entry address must be a full address starting with http:// or https://.',
    'La dirección de entrada debe ser una dirección completa que empiece por http:// o https://.',
  ),
  embeddedAppUrlCredentials: m(
    '入口地址不能包含用户名或密码',
    'The entry address must not contain a user name or password.',
    'La dirección de entrada no debe contener un usuario ni una contraseña.',
  ),
  embeddedAppUrlShellHost: m(
    '入口地址不能在本系统的主机 {host} 上（该主机上的页面会收到本系统的 Cookie），请使用其他主机名',
    "The entry address must not be on this system's host {host} (a page there would receive its cookies): use another host name.",
    'La dirección de entrada no debe estar en el host de este sistema, {host} (una página allí recibiría sus cookies): use otro nombre de host.',
  ),
  embeddedAppMicroAppsNotAllowed: m(
    '本部署不允许登记微应用（MICRO_APP_ORIGINS 未设置）：微应用在本系统中以用户的权限运行，只有部署方信任的来源才可以。可改为登记供应商页面（框架）',
    "This deployment allows no micro-apps (MICRO_APP_ORIGINS is not set): a micro-app runs inside this system with the user's rights, so only origins the deployment trusts may bring one. Register it as a vendor page (frame) instead.",
    'Este despliegue no permite microaplicaciones (MICRO_APP_ORIGINS no está definido): una microaplicación se ejecuta dentro de este sistema con los derechos del usuario, así que solo los orígenes de confianza del despliegue pueden aportarla. Regístrela como página de proveedor (marco).',
  ),
  embeddedAppUrlNotMicroAppOrigin: m(
    '本部署只允许以下来源的微应用（MICRO_APP_ORIGINS）：{origins}',
    'This deployment allows micro-apps only from these origins (MICRO_APP_ORIGINS): {origins}',
    'Este despliegue solo permite microaplicaciones de estos orígenes (MICRO_APP_ORIGINS): {origins}',
  ),
  embeddedAppConnectOriginInvalid: m(
    '“{value}”不是 http(s) 来源，应形如 https://api.example.com（不含路径）',
    '"{value}" is not an http(s) origin such as https://api.example.com (no path).',
    '"{value}" no es un origen http(s) como https://api.example.com (sin ruta).',
  ),
  embeddedAppConnectOriginsTooMany: m(
    '最多 {max} 个可连接来源',
    'At most {max} origins to connect to.',
    'Como máximo {max} orígenes a los que conectarse.',
  ),
  embeddedAppParentRequired: m(
    '请选择菜单中的位置',
    'Choose where it appears in the menu.',
    'Elija dónde aparece en el menú.',
  ),
  embeddedAppRolesRequired: m('请至少选择一个角色', 'Choose at least one role.', 'Elija al menos un rol.'),
  embeddedAppNotTrusted: m(
    '微应用以当前用户的权限在本系统中运行，只能登记可信的代码：请确认其可信',
    "A micro-app runs inside this system with the user's rights, so only trusted code may be registered: confirm that it is.",
    'Una microaplicación se ejecuta dentro de este sistema con los derechos del usuario, así que solo se puede registrar código de confianza: confírmelo.',
  ),
} satisfies Record<`embeddedApp${Capitalize<EmbeddedAppProblemKind>}`, Entry>;

/** Messages of the embedded apps page's calls. */
export const embeddedAppsMessages = {
  ...problems,
  embeddedAppParentUnknown: m(
    '所选菜单分组不存在，请重新选择',
    'The chosen menu group does not exist: choose another.',
    'El grupo de menú elegido no existe: elija otro.',
  ),
  embeddedAppRoleUnknown: m('角色 {id} 不存在', 'There is no role {id}.', 'No existe el rol {id}.'),
  embeddedAppNameTaken: m(
    '已有名为“{name}”的嵌入应用',
    'An embedded app named "{name}" already exists.',
    'Ya existe una aplicación integrada llamada "{name}".',
  ),
  embeddedAppNameInRegistry: m(
    '系统参数 microApps 中已有名为“{name}”的微应用，请换一个名称',
    'The microApps system parameter already has a micro-app named "{name}": choose another name.',
    'El parámetro del sistema microApps ya tiene una microaplicación llamada "{name}": elija otro nombre.',
  ),
  embeddedAppTooMany: m(
    '每个企业最多登记 {max} 个嵌入应用：请先删除不再使用的应用',
    'A company may register at most {max} embedded apps: delete one it no longer uses first.',
    'Una empresa puede registrar como máximo {max} aplicaciones integradas: elimine primero una que ya no use.',
  ),
  embeddedAppNotFound: m(
    '该嵌入应用不存在或已被删除',
    'This embedded app does not exist or was deleted.',
    'Esta aplicación integrada no existe o se eliminó.',
  ),
  embeddedAppStale: m(
    '嵌入应用“{name}”已被他人修改，请刷新后重试',
    'The embedded app "{name}" was changed by someone else: reload it and try again.',
    'Otra persona cambió la aplicación integrada "{name}": recárguela e inténtelo de nuevo.',
  ),
};
