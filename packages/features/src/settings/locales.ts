import { sysParams } from './pages/sys-params/locales';
import { goodsSettings } from './pages/goods-settings/locales';
import { storeNav } from './pages/store-nav/locales';
import { embeddedApps } from './pages/embedded-apps/locales';

const zh = {
  routes: {
    operationLog: '操作日志',
    sysParam: '系统参数',
    baseDocument: '商品设置',
    searchNav: '门店导航',
    embeddedApps: '嵌入应用',
  },
  sysParams: sysParams.zh,
  goodsSettings: goodsSettings.zh,
  storeNav: storeNav.zh,
  embeddedApps: embeddedApps.zh,
  operationLog: {
    user: '操作人账号',
    userPlaceholder: '登录账号，如 admin',
    opt: '操作内容',
    optPlaceholder: '包含的文字',
    time: '时间范围',
    menu: '菜单',
    menuFilter: '仅看菜单：{{name}}',
    userFilter: '仅看操作人：{{name}}',
    clearFilter: '取消筛选 {{name}}',
    at: '时间',
    userName: '操作人',
    client: '客户端',
    addr: '地址',
    search: '查询',
    reset: '重置',
    export: '导出',
    exportHint: '导出当前筛选的记录（最多 {{max}} 条）',
    total: '共 {{total}} 条',
    totalCapped: '超过 {{total}} 条，请缩小筛选范围',
    loadFailed: '操作日志加载失败',
    retry: '重试',
    empty: '没有符合条件的记录',
    retention: '记录保留天数由系统参数 operationLogRetentionDays 设定（30–3650 天，默认 180 天）。',
  },
};

type Texts = typeof zh;

const en: Texts = {
  routes: {
    operationLog: 'Operation log',
    sysParam: 'System parameters',
    baseDocument: 'Goods settings',
    searchNav: 'Store navigation',
    embeddedApps: 'Embedded apps',
  },
  sysParams: sysParams.en,
  goodsSettings: goodsSettings.en,
  storeNav: storeNav.en,
  embeddedApps: embeddedApps.en,
  operationLog: {
    user: 'User',
    userPlaceholder: 'Sign-in name, e.g. admin',
    opt: 'Operation',
    optPlaceholder: 'Contains',
    time: 'Time range',
    menu: 'Menu page',
    menuFilter: 'Only the page: {{name}}',
    userFilter: 'Only the user: {{name}}',
    clearFilter: 'Clear the filter {{name}}',
    at: 'Time',
    userName: 'Name',
    client: 'Client',
    addr: 'Address',
    search: 'Search',
    reset: 'Reset',
    export: 'Export',
    exportHint: 'Export the records the filters select (at most {{max}})',
    total: '{{total}} records',
    totalCapped: 'More than {{total}} records: narrow the filters',
    loadFailed: 'The operation log could not be loaded.',
    retry: 'Retry',
    empty: 'No records match.',
    retention:
      'Records are kept for the days the system parameter operationLogRetentionDays sets (30–3650, 180 by default).',
  },
};

const es: Texts = {
  routes: {
    operationLog: 'Registro de operaciones',
    sysParam: 'Parámetros del sistema',
    baseDocument: 'Ajustes de productos',
    searchNav: 'Navegación de tienda',
    embeddedApps: 'Aplicaciones integradas',
  },
  sysParams: sysParams.es,
  goodsSettings: goodsSettings.es,
  storeNav: storeNav.es,
  embeddedApps: embeddedApps.es,
  operationLog: {
    user: 'Usuario',
    userPlaceholder: 'Nombre de acceso, p. ej. admin',
    opt: 'Operación',
    optPlaceholder: 'Contiene',
    time: 'Intervalo de tiempo',
    menu: 'Página del menú',
    menuFilter: 'Solo la página: {{name}}',
    userFilter: 'Solo el usuario: {{name}}',
    clearFilter: 'Quitar el filtro {{name}}',
    at: 'Hora',
    userName: 'Nombre',
    client: 'Cliente',
    addr: 'Dirección',
    search: 'Buscar',
    reset: 'Restablecer',
    export: 'Exportar',
    exportHint: 'Exportar los registros filtrados (como máximo {{max}})',
    total: '{{total}} registros',
    totalCapped: 'Más de {{total}} registros: restrinja los filtros',
    loadFailed: 'No se pudo cargar el registro de operaciones.',
    retry: 'Reintentar',
    empty: 'Ningún registro coincide.',
    retention:
      'Los registros se guardan los días que fija el parámetro del sistema operationLogRetentionDays (30–3650; 180 por defecto).',
  },
};

/** Every text of the settings module, under the `settings` key, in zh, en and es. */
export const settingsLocales = { zh: { settings: zh }, en: { settings: en }, es: { settings: es } };
