import { m } from './entry';

/** Messages of the settings calls: the operation log viewer and its export. */
export const settingsMessages = {
  operationLogRangeInvalid: m(
    '结束时间须晚于开始时间',
    'The end of the time range must be after its start.',
    'El final del intervalo debe ser posterior a su inicio.',
  ),
  operationLogTooDeep: m(
    '最多可翻阅前 {max} 条记录，请缩小筛选范围',
    'Only the first {max} records can be paged through: narrow the filters.',
    'Solo se pueden recorrer los primeros {max} registros: restrinja los filtros.',
  ),

  // export
  operationLogFileName: m('操作日志', 'operation-log', 'registro-de-operaciones'),
  operationLogSheet: m('操作日志', 'Operation log', 'Registro de operaciones'),
  operationLogAt: m('时间', 'Time', 'Hora'),
  operationLogUser: m('操作人账号', 'User', 'Usuario'),
  operationLogUserName: m('操作人', 'Name', 'Nombre'),
  operationLogMenu: m('菜单', 'Menu page', 'Página del menú'),
  operationLogMenuCode: m('菜单编码', 'Menu code', 'Código del menú'),
  operationLogOpt: m('操作', 'Operation', 'Operación'),
  operationLogClient: m('客户端', 'Client', 'Cliente'),
  operationLogAddr: m('地址', 'Address', 'Dirección'),
};
