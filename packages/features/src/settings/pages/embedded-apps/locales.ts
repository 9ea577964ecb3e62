import type { EmbeddedAppProblemKind } from '@rcadmin/contract';

/**
 * Texts of the embedded apps page, reached as `settings.embeddedApps.*`. The problems say what the
 * server says for the same check (its messages-embedded-apps.ts), in the page's {{value}} style.
 */
const zh = {
  hint: '登记供应商页面（在框架中打开）和微应用：它们出现在所选角色的菜单中，用户下次加载菜单时生效。',
  add: '登记应用',
  name: '名称',
  nameHelp: '菜单中显示的名称；微应用的名称也是它的标识，只能包含字母、数字、“-”和“_”。',
  kind: '类型',
  kindFrame: '第三方页面（框架）',
  kindMicroApp: '微应用',
  url: '入口地址',
  urlPlaceholder: 'https://vendor.example.com/index.html',
  urlHelp: '完整的 http(s) 地址，须在本系统以外的主机名上。',
  microAppBound: '本部署只允许以下来源的微应用：{{origins}}',
  microAppNone: '本部署不允许微应用（MICRO_APP_ORIGINS 未设置）：请登记为供应商页面（框架）。',
  connectOrigins: '可连接的来源',
  connectOriginsHelp:
    '应用会调用的接口来源，如 https://api.example.com；微应用的沙箱页面只允许连接这些来源。',
  connectPlaceholder: '输入来源后回车',
  parent: '菜单位置',
  parentPlaceholder: '选择菜单分组',
  parentGone: '所在分组已不存在',
  roles: '可见角色',
  allRoles: '全部角色',
  enabled: '启用',
  on: '启用',
  off: '停用',
  trusted: '我确认这是可信的代码',
  trustedHelp: '微应用在本系统中以当前用户的权限运行，能做用户能做的一切。只登记你信任的应用。',
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  confirmDelete: '删除“{{name}}”？它将从所有用户的菜单中移除。',
  createTitle: '登记应用',
  editTitle: '编辑应用 {{name}}',
  save: '保存',
  cancel: '取消',
  saved: '“{{name}}”已保存，用户下次加载菜单时生效',
  deleted: '“{{name}}”已删除',
  empty: '还没有登记的应用',
  loadFailed: '嵌入应用加载失败',
  retry: '重试',
  problems: {
    nameRequired: '请填写名称',
    nameTooLong: '名称最多 {{max}} 个字符',
    microAppName: '微应用的名称只能包含字母、数字、“-”和“_”（最多 64 个），它也是微应用的标识',
    urlRequired: '请填写入口地址',
    urlTooLong: '入口地址最多 {{max}} 个字符',
    urlNotHttp: '入口地址须为以 http:// 或 https:// 开头的完整地址',
    urlCredentials: '入口地址不能包含用户名或密码',
    urlShellHost:
      '入口地址不能在本系统的主机 {{host}} 上（该主机上的页面会收到本系统的 Cookie），请使用其他主机名',
    microAppsNotAllowed:
      '本部署不允许登记微应用（MICRO_APP_ORIGINS 未设置）：微应用在本系统中以用户的权限运行，只有部署方信任的来源才可以。可改为登记供应商页面（框架）',
    urlNotMicroAppOrigin: '本部署只允许以下来源的微应用（MICRO_APP_ORIGINS）：{{origins}}',
    connectOriginInvalid: '“{{value}}”不是 http(s) 来源，应形如 https://api.example.com（不含路径）',
    connectOriginsTooMany: '最多 {{max}} 个可连接来源',
    parentRequired: '请选择菜单中的位置',
    rolesRequired: '请至少选择一个角色',
    notTrusted: '微应用以当前用户的权限在本系统中运行，只能登记可信的代码：请确认其可信',
  } satisfies Record<EmbeddedAppProblemKind, string>,
};

type Texts = typeof zh;

const en: Texts = {
  hint: 'Register vendor pages (opened in a frame) and micro-apps: they appear in the menus of the roles you pick, from the users’ next menu load.',
  add: 'Register an app',
  name: 'Name',
  nameHelp:
    "The name shown in the menu; a micro-app's name is also its id: letters, digits, '-' and '_' only.",
  kind: 'Kind',
  kindFrame: 'Vendor page (frame)',
  kindMicroApp: 'Micro-app',
  url: 'Entry address',
  urlPlaceholder: 'https://vendor.example.com/index.html',
  urlHelp: "A full http(s) address, on a host name other than this system's.",
  microAppBound: 'This deployment allows micro-apps only from: {{origins}}',
  microAppNone:
    'This deployment allows no micro-apps (MICRO_APP_ORIGINS is not set): register a vendor page (frame).',
  connectOrigins: 'Origins it connects to',
  connectOriginsHelp:
    "The origins of the APIs the app calls, such as https://api.example.com; a micro-app's sandbox page allows only these.",
  connectPlaceholder: 'Type an origin and press Enter',
  parent: 'Place in the menu',
  parentPlaceholder: 'Choose a menu group',
  parentGone: 'Its menu group is gone',
  roles: 'Roles that see it',
  allRoles: 'All roles',
  enabled: 'Enabled',
  on: 'Enabled',
  off: 'Disabled',
  trusted: 'I confirm this is trusted code',
  trustedHelp:
    "A micro-app runs inside this system with the user's rights and can do anything the user can. Register only apps you trust.",
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete "{{name}}"? It leaves every user’s menu.',
  createTitle: 'Register an app',
  editTitle: 'Edit the app {{name}}',
  save: 'Save',
  cancel: 'Cancel',
  saved: '"{{name}}" saved: users see it from their next menu load.',
  deleted: '"{{name}}" deleted.',
  empty: 'No apps registered yet.',
  loadFailed: 'The embedded apps could not be loaded.',
  retry: 'Retry',
  problems: {
    nameRequired: 'Enter a name.',
    nameTooLong: 'The name has at most {{max}} characters.',
    microAppName:
      "A micro-app's name takes only letters, digits, '-' and '_' (at most 64): it is also the app's id.",
    urlRequired: 'Enter the entry address.',
    urlTooLong: 'The entry address has at most {{max}} characters.',
    urlNotHttp: 'The entry address must be a full address starting with http:// or https://.',
    urlCredentials: 'The entry address must not contain a user name or password.',
    urlShellHost:
      "The entry address must not be on this system's host {{host}} (a page there would receive its cookies): use another host name.",
    microAppsNotAllowed:
      "This deployment allows no micro-apps (MICRO_APP_ORIGINS is not set): a micro-app runs inside this system with the user's rights, so only origins the deployment trusts may bring one. Register it as a vendor page (frame) instead.",
    urlNotMicroAppOrigin:
      'This deployment allows micro-apps only from these origins (MICRO_APP_ORIGINS): {{origins}}',
    connectOriginInvalid: '"{{value}}" is not an http(s) origin such as https://api.example.com (no path).',
    connectOriginsTooMany: 'At most {{max}} origins to connect to.',
    parentRequired: 'Choose where it appears in the menu.',
    rolesRequired: 'Choose at least one role.',
    notTrusted:
      "A micro-app runs inside this system with the user's rights, so only trusted code may be registered: confirm that it is.",
  },
};

const es: Texts = {
  hint: 'Registre páginas de proveedores (abiertas en un marco) y microaplicaciones: aparecen en los menús de los roles que elija, desde la próxima carga del menú de los usuarios.',
  add: 'Registrar una aplicación',
  name: 'Nombre',
  nameHelp:
    "El nombre que muestra el menú; el de una microaplicación también es su identificador: solo letras, dígitos, '-' y '_'.",
  kind: 'Tipo',
  kindFrame: 'Página de proveedor (marco)',
  kindMicroApp: 'Microaplicación',
  url: 'Dirección de entrada',
  urlPlaceholder: 'https://vendor.example.com/index.html',
  urlHelp: 'Una dirección http(s) completa, en un nombre de host distinto del de este sistema.',
  microAppBound: 'Este despliegue solo permite microaplicaciones de: {{origins}}',
  microAppNone:
    'Este despliegue no permite microaplicaciones (MICRO_APP_ORIGINS no está definido): registre una página de proveedor (marco).',
  connectOrigins: 'Orígenes a los que se conecta',
  connectOriginsHelp:
    'Los orígenes de las API a las que llama la aplicación, como https://api.example.com; la página sandbox de una microaplicación solo permite estos.',
  connectPlaceholder: 'Escriba un origen y pulse Intro',
  parent: 'Lugar en el menú',
  parentPlaceholder: 'Elija un grupo del menú',
  parentGone: 'Su grupo del menú ya no existe',
  roles: 'Roles que la ven',
  allRoles: 'Todos los roles',
  enabled: 'Activada',
  on: 'Activada',
  off: 'Desactivada',
  trusted: 'Confirmo que es código de confianza',
  trustedHelp:
    'Una microaplicación se ejecuta dentro de este sistema con los derechos del usuario y puede hacer todo lo que él puede. Registre solo aplicaciones de confianza.',
  actions: 'Acciones',
  edit: 'Editar',
  delete: 'Eliminar',
  confirmDelete: '¿Eliminar «{{name}}»? Sale del menú de todos los usuarios.',
  createTitle: 'Registrar una aplicación',
  editTitle: 'Editar la aplicación {{name}}',
  save: 'Guardar',
  cancel: 'Cancelar',
  saved: '«{{name}}» guardada: los usuarios la verán desde su próxima carga del menú.',
  deleted: '«{{name}}» eliminada.',
  empty: 'Aún no hay aplicaciones registradas.',
  loadFailed: 'No se pudieron cargar las aplicaciones integradas.',
  retry: 'Reintentar',
  problems: {
    nameRequired: 'Introduzca un nombre.',
    nameTooLong: 'El nombre tiene como máximo {{max}} caracteres.',
    microAppName:
      "El nombre de una microaplicación solo admite letras, dígitos, '-' y '_' (como máximo 64): también es su identificador.",
    urlRequired: 'Introduzca la dirección de entrada.',
    urlTooLong: 'La dirección de entrada tiene como máximo {{max}} caracteres.',
    urlNotHttp: 'La dirección de entrada debe ser una dirección completa que empiece por http:// o https://.',
    urlCredentials: 'La dirección de entrada no debe contener un usuario ni una contraseña.',
    urlShellHost:
      'La dirección de entrada no debe estar en el host de este sistema, {{host}} (una página allí recibiría sus cookies): use otro nombre de host.',
    microAppsNotAllowed:
      'Este despliegue no permite microaplicaciones (MICRO_APP_ORIGINS no está definido): una microaplicación se ejecuta dentro de este sistema con los derechos del usuario, así que solo los orígenes de confianza del despliegue pueden aportarla. Regístrela como página de proveedor (marco).',
    urlNotMicroAppOrigin:
      'Este despliegue solo permite microaplicaciones de estos orígenes (MICRO_APP_ORIGINS): {{origins}}',
    connectOriginInvalid: '"{{value}}" no es un origen http(s) como https://api.example.com (sin ruta).',
    connectOriginsTooMany: 'Como máximo {{max}} orígenes a los que conectarse.',
    parentRequired: 'Elija dónde aparece en el menú.',
    rolesRequired: 'Elija al menos un rol.',
    notTrusted:
      'Una microaplicación se ejecuta dentro de este sistema con los derechos del usuario, así que solo se puede registrar código de confianza: confírmelo.',
  },
};

export const embeddedApps = { zh, en, es };
