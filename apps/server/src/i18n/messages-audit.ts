import { m } from './entry';

/**
 * The operation log's texts for the records the server files itself (http/call-audit.ts,
 * services/operation-audit.ts): menu page names, one sentence per action kind and a short noun
 * per call family, sign-ins and password changes.
 */
export const auditMessages = {
  // ---- records the shell files (syncSysOperatorLog.do)
  operationLogClientRefused: m(
    '不接受来源为“{client}”的操作日志：只记录本系统打开的页面和页面错误',
    'An operation log record from "{client}" is not taken: only the pages this admin opens and its errors are recorded.',
    'No se acepta un registro de «{client}»: solo se registran las páginas que abre esta administración y sus errores.',
  ),
  operationLogPageRefused: m(
    '不接受该页面的打开记录：只记录当前角色可打开的菜单页面',
    'This page open is not recorded: only menu pages your current roles open are.',
    'No se registra la apertura de esta página: solo las páginas del menú que abren sus roles actuales.',
  ),
  operationLogPageOpened: m('打开页面', 'Opened page', 'Abrió la página'),
  operationLogTooMany: m(
    '操作日志提交过于频繁：每分钟最多 {max} 条',
    'Too many operation log records: at most {max} a minute.',
    'Demasiados registros de operaciones: como máximo {max} por minuto.',
  ),
  // ---- menu pages (menuName), as the rcadmin menu names them
  auditMenuGoods: m('商品档案', 'Goods', 'Artículos'),
  auditMenuCombGoods: m('组合商品', 'Combined goods', 'Artículos combinados'),
  auditMenuGoodsQuery: m('商品查询', 'Goods query', 'Consulta de artículos'),
  auditMenuCategory: m('商品分类', 'Goods categories', 'Categorías de artículos'),
  auditMenuBrand: m('品牌', 'Brands', 'Marcas'),
  auditMenuBrandCategory: m('品牌分类', 'Brand categories', 'Categorías de marca'),
  auditMenuAdjustment: m('调价单', 'Price adjustments', 'Ajustes de precios'),
  auditMenuMainSub: m('主副商品', 'Main and sub goods', 'Artículos principales y secundarios'),
  auditMenuDept: m('部门/门店', 'Departments and stores', 'Departamentos y tiendas'),
  auditMenuFranchisee: m('加盟商', 'Franchisees', 'Franquiciados'),
  auditMenuPickup: m('自提点', 'Pickup points', 'Puntos de recogida'),
  auditMenuOperator: m('操作员档案', 'Operators', 'Operadores'),
  auditMenuFence: m('电子围栏', 'Electronic fences', 'Geovallas'),
  auditMenuParams: m('系统参数', 'System parameters', 'Parámetros del sistema'),
  auditMenuGoodsSettings: m('商品设置', 'Goods settings', 'Ajustes de artículos'),
  auditMenuStoreNav: m('门店导航', 'Store navigation', 'Navegación de tiendas'),
  auditMenuOperationLog: m('操作日志', 'Operation log', 'Registro de operaciones'),
  auditMenuBatchImport: m('批量导入', 'Bulk import', 'Importación masiva'),
  auditMenuEmbeddedApps: m('嵌入应用', 'Embedded apps', 'Aplicaciones integradas'),
  /** A call that serves no menu page. */
  auditMenuOther: m('其他', 'Other', 'Otros'),
  auditMenuLogin: m('登录', 'Sign-in', 'Inicio de sesión'),
  auditMenuPassword: m('修改密码', 'Change password', 'Cambio de contraseña'),

  // ---- one sentence per action: {noun} is the family's noun, {detail} what identifies the records
  auditCreate: m('新增{noun}{detail}', 'Created {noun}{detail}', 'Creación de {noun}{detail}'),
  auditUpdate: m('修改{noun}{detail}', 'Edited {noun}{detail}', 'Edición de {noun}{detail}'),
  auditDelete: m('删除{noun}{detail}', 'Deleted {noun}{detail}', 'Eliminación de {noun}{detail}'),
  auditEnable: m('启用{noun}{detail}', 'Enabled {noun}{detail}', 'Activación de {noun}{detail}'),
  auditDisable: m('停用{noun}{detail}', 'Disabled {noun}{detail}', 'Desactivación de {noun}{detail}'),
  auditStatus: m(
    '变更{noun}状态{detail}',
    'Changed the status of {noun}{detail}',
    'Cambio de estado de {noun}{detail}',
  ),
  auditImport: m('导入{noun}{detail}', 'Imported {noun}{detail}', 'Importación de {noun}{detail}'),
  auditExport: m('导出{noun}{detail}', 'Exported {noun}{detail}', 'Exportación de {noun}{detail}'),
  auditRestore: m('恢复{noun}{detail}', 'Restored {noun}{detail}', 'Restauración de {noun}{detail}'),
  auditMove: m('移动{noun}{detail}', 'Moved {noun}{detail}', 'Traslado de {noun}{detail}'),
  auditSubmit: m('提交{noun}{detail}', 'Submitted {noun}{detail}', 'Envío de {noun}{detail}'),
  auditCancel: m('作废{noun}{detail}', 'Cancelled {noun}{detail}', 'Anulación de {noun}{detail}'),
  /** The name of the record acted on. */
  auditName: m(' “{name}”', ' “{name}”', ' «{name}»'),
  /** How many records one call acted on. */
  auditCount: m(' {count} 个', ' ({count} records)', ' ({count} registros)'),

  // ---- nouns of the call families
  auditNounSku: m('商品', 'SKU', 'SKU'),
  auditNounCombSku: m('组合商品', 'combined SKU', 'SKU combinado'),
  auditNounSkuPrice: m('商品价格', 'SKU prices', 'precios de SKU'),
  auditNounSkuSaleMode: m('商品销售方式', 'SKU sale mode', 'modo de venta de SKU'),
  auditNounSkuNav: m('商品导航', 'SKU navigation', 'navegación de SKU'),
  auditNounCategory: m('商品分类', 'category', 'categoría'),
  auditNounBrand: m('品牌', 'brand', 'marca'),
  auditNounBrandCategory: m('品牌分类', 'brand category', 'categoría de marca'),
  auditNounAdjustment: m('调价单', 'price adjustment order', 'orden de ajuste de precios'),
  auditNounMainSub: m('主副商品', 'main and sub goods', 'artículos principal y secundarios'),
  auditNounStore: m('门店', 'store', 'tienda'),
  auditNounStoreChannels: m('门店渠道', 'store channels', 'canales de tienda'),
  auditNounStoreDelivery: m('门店配送设置', 'store delivery settings', 'ajustes de entrega de tiendas'),
  auditNounFranchisee: m('加盟商', 'franchisee', 'franquiciado'),
  auditNounPickup: m('自提点', 'pickup point', 'punto de recogida'),
  auditNounOperator: m('操作员', 'operator', 'operador'),
  auditNounFence: m('电子围栏', 'electronic fence', 'geovalla'),
  auditNounRole: m('角色', 'role', 'rol'),
  auditNounEmployee: m('员工', 'employee', 'empleado'),
  auditNounParam: m('系统参数', 'system parameter', 'parámetro del sistema'),
  auditNounGoodsSettings: m('商品设置', 'goods settings', 'ajustes de artículos'),
  auditNounStoreNav: m('门店导航', 'store navigation', 'navegación de tiendas'),
  auditNounOperationLog: m('操作日志', 'operation log', 'registro de operaciones'),
  auditNounImportJob: m('批量导入', 'bulk import', 'importación masiva'),
  auditNounEmbeddedApp: m('嵌入应用', 'embedded app', 'aplicación integrada'),

  // ---- sign-in (no password, no code is ever written)
  auditSignedIn: m('登录成功（{method}）', 'Signed in ({method})', 'Inicio de sesión ({method})'),
  auditSignInFailed: m(
    '登录失败：{reason}（{method}）',
    'Sign-in failed: {reason} ({method})',
    'Inicio de sesión fallido: {reason} ({method})',
  ),
  auditByPassword: m('账号密码', 'account and password', 'cuenta y contraseña'),
  auditBySms: m('手机验证码', 'phone and SMS code', 'teléfono y código SMS'),
  auditReasonPassword: m('密码错误', 'wrong password', 'contraseña incorrecta'),
  auditReasonCodeNumber: m(
    '图形验证码未填或错误',
    'image code missing or wrong',
    'código de imagen ausente o incorrecto',
  ),
  auditReasonLocked: m(
    '失败次数过多，账号暂时锁定',
    'too many failures, account locked for a while',
    'demasiados fallos, cuenta bloqueada temporalmente',
  ),
  auditReasonAdminLocked: m(
    '账号已被管理员锁定',
    'account locked by an administrator',
    'cuenta bloqueada por un administrador',
  ),
  auditReasonDisabled: m('账号已停用', 'account disabled', 'cuenta desactivada'),
  auditReasonSmsCode: m(
    '短信验证码错误或已失效',
    'SMS code wrong or expired',
    'código SMS incorrecto o caducado',
  ),

  // ---- password changes
  auditPasswordChanged: m('修改密码', 'Changed the password', 'Cambio de contraseña'),
  auditPasswordForced: m(
    '（强制修改初始或过期密码）',
    ' (forced change of an initial or expired password)',
    ' (cambio obligatorio de una contraseña inicial o caducada)',
  ),
  auditPasswordBySms: m('（短信验证码验证）', ' (verified by SMS code)', ' (verificado con código SMS)'),
};
