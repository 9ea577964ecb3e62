import type { SysParamDescriptionKey } from '@rcadmin/contract';
import { m, type Entry } from './entry';

/** What each parameter of the catalogue (SYS_PARAMS) does, as the settings page shows it. */
const descriptions = {
  sysParamAboutPwdCheckVcode: m(
    '修改密码时须填写发送到本人手机的短信验证码（1 开启，0 关闭）。密码修改框在下次登录后按此显示。',
    "Changing a password needs an SMS code sent to the user's mobile (1 on, 0 off). The password dialog follows it from the next sign-in.",
    'Cambiar la contraseña exige un código SMS enviado al móvil del usuario (1 activado, 0 desactivado). El diálogo de contraseña lo sigue desde el próximo inicio de sesión.',
  ),
  sysParamAboutForcePasswordModify: m(
    '初始密码或已过期的密码必须先修改才能使用其他功能，普通密码策略下也是如此（增强策略始终如此）。下次登录时生效。',
    'An initial or expired password must be changed before anything else, under the normal password strategy too (the enhanced one always requires it). Applies from the next sign-in.',
    'Una contraseña inicial o caducada debe cambiarse antes de cualquier otra cosa, también con la estrategia de contraseñas normal (la reforzada siempre lo exige). Se aplica desde el próximo inicio de sesión.',
  ),
  sysParamAboutIsSpuUse: m(
    '开启后商品菜单显示“商品查询”、隐藏“组合商品”；关闭则显示“组合商品”、隐藏“商品查询”。重新登录或刷新页面后生效。',
    'On: the goods menu shows the goods query and hides combined goods; off: it shows combined goods and hides the goods query. Applies after the next sign-in or page reload.',
    'Activado: el menú de artículos muestra la consulta de artículos y oculta los artículos combinados; desactivado: al revés. Se aplica tras el próximo inicio de sesión o recarga de la página.',
  ),
  sysParamAboutOperationLogRetentionDays: m(
    '操作日志保留的天数（30–3650 天，默认 180 天）；更早的记录在定期清理时删除。',
    'How many days the operation log keeps its records (30–3650, 180 by default); older records go at the next clean-up.',
    'Cuántos días guarda el registro de operaciones sus registros (30–3650; 180 por defecto); los más antiguos se borran en la siguiente limpieza.',
  ),
  sysParamAboutFrameOrigins: m(
    '允许嵌入第三方页面的来源，以空格或逗号分隔，如 https://vendor.example.com。未设置时使用部署的 FRAME_ORIGINS。重新登录或刷新页面后生效。',
    "The origins third-party pages may be embedded from, separated by spaces or commas, e.g. https://vendor.example.com. Unset: the deployment's FRAME_ORIGINS. Applies after the next sign-in or page reload.",
    'Los orígenes desde los que se pueden incrustar páginas de terceros, separados por espacios o comas, p. ej. https://vendor.example.com. Sin definir: FRAME_ORIGINS del despliegue. Se aplica tras el próximo inicio de sesión o recarga de la página.',
  ),
  sysParamAboutMicroApps: m(
    '微应用登记表，JSON 数组 [{"name": "应用标识", "url": "https://..."}]；菜单地址 /micro/{name} 打开对应应用，只有部署的 MICRO_APP_ORIGINS 中的地址才会运行。重新登录或刷新页面后生效。',
    'The micro-app registry, a JSON array [{"name": "app-id", "url": "https://..."}]; a menu entry /micro/{name} opens the app, and only addresses on the deployment\'s MICRO_APP_ORIGINS run. Applies after the next sign-in or page reload.',
    'El registro de microaplicaciones, un array JSON [{"name": "id-app", "url": "https://..."}]; una entrada de menú /micro/{name} abre la aplicación, y solo se ejecutan las direcciones de MICRO_APP_ORIGINS del despliegue. Se aplica tras el próximo inicio de sesión o recarga de la página.',
  ),
  sysParamAboutGreyPages: m(
    '灰度测试页面，JSON 数组 [{"originUrl": "原地址", "greyUrl": "灰度地址", "platformNo": "平台号"}]；登录时下发。',
    'The grey-test pages, a JSON array [{"originUrl": "address", "greyUrl": "grey address", "platformNo": "platform"}]; sent at sign-in.',
    'Las páginas de prueba gris, un array JSON [{"originUrl": "dirección", "greyUrl": "dirección gris", "platformNo": "plataforma"}]; se envían al iniciar sesión.',
  ),
  sysParamAboutAmapKey: m(
    '高德地图 JS API（1.4.15）的 Web 端 Key，仅字母和数字；未设置时地图使用离线底图。重新打开地图页面后生效。',
    'The web key of the AMap JS API (1.4.15), letters and digits only; unset, maps use the offline basemap. Applies when a map page is opened again.',
    'La clave web de la API JS de AMap (1.4.15), solo letras y dígitos; sin definir, los mapas usan el mapa base sin conexión. Se aplica al volver a abrir una página de mapa.',
  ),
  sysParamAboutMapTileUrl: m(
    '围栏和自提点地图的瓦片地址模板，须含 {z}、{x}、{y}，如 https://tile.example.com/{z}/{x}/{y}.png；未设置时使用部署的 MAP_TILE_URL，为空则使用离线底图。重新打开地图页面后生效。',
    "The tile URL template of the fence and pickup maps, with {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png; unset: the deployment's MAP_TILE_URL, empty: the offline basemap. Applies when a map page is opened again.",
    'La plantilla de URL de teselas de los mapas de geocercas y puntos de recogida, con {z}, {x} e {y}, p. ej. https://tile.example.com/{z}/{x}/{y}.png; sin definir: MAP_TILE_URL del despliegue; vacía: el mapa base sin conexión. Se aplica al volver a abrir una página de mapa.',
  ),
  sysParamAboutTimeZone: m(
    '列表、详情和导出文件中时间所用的时区；browser 表示按每位用户浏览器所在的时区显示。导出文件的时间列标注所用时区。重新登录或刷新页面后生效。',
    'The time zone of the times in lists, details and exported files; browser shows each user the time zone of their own browser. An export names its zone in the time column. Applies after signing in again or reloading the page.',
    'La zona horaria de las horas en listas, detalles y archivos exportados; browser muestra a cada usuario la zona de su propio navegador. Una exportación indica su zona en la columna de hora. Se aplica al volver a iniciar sesión o recargar la página.',
  ),
} satisfies Record<SysParamDescriptionKey, Entry>;

/** Messages of the system parameters page's calls: descriptions, refusals, operation log texts. */
export const sysParamsMessages = {
  ...descriptions,
  sysParamUnknown: m(
    '没有名为 {name} 的系统参数',
    'There is no system parameter named {name}.',
    'No existe ningún parámetro del sistema llamado {name}.',
  ),
  sysParamNotSwitch: m(
    '{name} 只能是 0（关闭）或 1（开启）',
    '{name} must be 0 (off) or 1 (on).',
    '{name} debe ser 0 (desactivado) o 1 (activado).',
  ),
  sysParamNotInteger: m(
    '{name} 须为整数',
    '{name} must be a whole number.',
    '{name} debe ser un número entero.',
  ),
  sysParamOutOfRange: m(
    '{name} 须在 {min} 到 {max} 之间',
    '{name} must be from {min} to {max}.',
    '{name} debe estar entre {min} y {max}.',
  ),
  sysParamNotChoice: m(
    '{name} 只能是以下之一：{options}',
    '{name} must be one of: {options}.',
    '{name} debe ser uno de: {options}.',
  ),
  sysParamTooLong: m(
    '{name} 最多 {maxLength} 个字符',
    '{name} may have at most {maxLength} characters.',
    '{name} admite como máximo {maxLength} caracteres.',
  ),
  sysParamBadFormat: m(
    '{name} 的格式不正确，请按说明填写',
    '{name} is not in the expected format: see its description.',
    '{name} no tiene el formato esperado: consulte su descripción.',
  ),
  sysParamTileHostTooWide: m(
    '{name} 的子域名占位符只能放在一个域名之前，如 https://{s}.tile.example.com/{z}/{x}/{y}.png；{host} 是公共后缀，会允许任何网站的图片',
    "{name}: a subdomain placeholder may stand only before a domain of its own, such as https://{s}.tile.example.com/{z}/{x}/{y}.png; {host} is a public suffix and would allow images from anyone's site.",
    '{name}: un marcador de subdominio solo puede ir delante de un dominio propio, como https://{s}.tile.example.com/{z}/{x}/{y}.png; {host} es un sufijo público y permitiría imágenes de cualquier sitio.',
  ),
  sysParamNotJson: m('{name} 不是合法的 JSON', '{name} is not valid JSON.', '{name} no es un JSON válido.'),
  sysParamBadShape: m(
    '{name} 的 JSON 在 {path} 处不符合要求，请按说明填写',
    '{name}: the JSON at {path} does not have the expected shape (see its description).',
    '{name}: el JSON en {path} no tiene la forma esperada (consulte su descripción).',
  ),
  sysParamStale: m(
    '系统参数 {name} 已被他人修改，请刷新后重试',
    'Someone else changed the system parameter {name} after you read it: reload and try again.',
    'Otra persona cambió el parámetro del sistema {name} después de que lo leyera: recargue e inténtelo de nuevo.',
  ),
  sysParamStaleBy: m(
    '系统参数 {name} 已被 {user} 修改，请刷新后重试',
    '{user} changed the system parameter {name} after you read it: reload and try again.',
    '{user} cambió el parámetro del sistema {name} después de que lo leyera: recargue e inténtelo de nuevo.',
  ),

  // operation log (under the page's menu name, auditMenuParams)
  sysParamChangedLog: m(
    '修改系统参数 {name}：{old} → {new}',
    'Changed the system parameter {name}: {old} → {new}',
    'Cambió el parámetro del sistema {name}: {old} → {new}',
  ),
  sysParamResetLog: m(
    '恢复系统参数 {name} 的默认值：{old} → {new}',
    'Gave the system parameter {name} back its default: {old} → {new}',
    'Restableció el valor por defecto del parámetro del sistema {name}: {old} → {new}',
  ),
  sysParamNotSet: m('（未设置）', '(not set)', '(sin definir)'),
};
