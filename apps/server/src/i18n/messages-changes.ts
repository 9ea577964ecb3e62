import { m } from './entry';

/**
 * The operation log's change lists (domain/change-list.ts): field labels and values, said in the
 * reader's language when the log is read.
 */
export const changesMessages = {
  operationLogChanges: m('变更内容', 'Changes', 'Cambios'),
  /** A value that is not there (a new record's old value, a cleared field). */
  changeNone: m('（空）', '(none)', '(ninguno)'),
  changeYes: m('是', 'Yes', 'Sí'),
  changeNo: m('否', 'No', 'No'),

  // ---- goods
  changeSkuName: m('商品名称', 'Goods name', 'Nombre del artículo'),
  changeBarCode: m('条码', 'Barcode', 'Código de barras'),
  changeGoodsNo: m('商品编码', 'Goods no.', 'N.º de artículo'),
  changeShortName: m('商品简称', 'Short name', 'Nombre corto'),
  changeCategory: m('商品分类', 'Category', 'Categoría'),
  changeBrand: m('品牌', 'Brand', 'Marca'),
  changeSupplier: m('供应商', 'Supplier', 'Proveedor'),
  changeSkuReferPrice: m('零售价', 'Retail price', 'Precio de venta'),
  changeSkuPurchPrice: m('进价', 'Purchase price', 'Precio de compra'),
  changeMinPrice: m('最低售价', 'Minimum price', 'Precio mínimo'),
  changeMaxPrice: m('最高售价', 'Maximum price', 'Precio máximo'),
  changeInputTaxRate: m('进项税率', 'Input tax rate', 'Tipo impositivo de compra'),
  changeOutputTaxRate: m('销项税率', 'Output tax rate', 'Tipo impositivo de venta'),
  changeSaleState: m('销售状态', 'Sale status', 'Estado de venta'),
  changeSaleMode: m('销售方式', 'Sale mode', 'Modo de venta'),
  changeMeaUnit: m('计量单位', 'Unit', 'Unidad'),
  changeSpecModel: m('规格型号', 'Specification', 'Especificación'),
  changeSkuStores: m('销售门店', 'Stores selling it', 'Tiendas que lo venden'),
  changeParts: m('组合明细', 'Parts', 'Componentes'),
  changeRemark: m('备注', 'Remark', 'Observaciones'),

  // ---- stores
  changeStoreCode: m('门店编码', 'Store code', 'Código de tienda'),
  changeStoreName: m('门店名称', 'Store name', 'Nombre de tienda'),
  changeStoreType: m('类型', 'Type', 'Tipo'),
  changeStoreStatus: m('状态', 'Status', 'Estado'),
  changeAddress: m('地址', 'Address', 'Dirección'),
  changeLeader: m('负责人', 'Manager', 'Responsable'),
  changeLeaderPhone: m('负责人电话', "Manager's phone", 'Teléfono del responsable'),
  changeHotline: m('服务热线', 'Service hotline', 'Línea de atención'),
  changeBusinessHours: m('营业时间', 'Business hours', 'Horario comercial'),
  changeDelivery: m('支持配送', 'Delivers', 'Hace entregas'),
  changeFetch: m('支持自提', 'Pick-up', 'Recogida'),
  changeFreight: m('运费', 'Delivery fee', 'Gastos de envío'),
  changeFreightThreshold: m('免运费门槛', 'Free delivery from', 'Envío gratis desde'),
  changeFranchiseeType: m('经营方式', 'Operation', 'Gestión'),
  changeFranchisee: m('加盟商', 'Franchisee', 'Franquiciado'),
  changeServeMode: m('服务时间方式', 'Serve time mode', 'Modo de horario de servicio'),

  // ---- employees
  changeEmpCode: m('员工编号', 'Employee no.', 'N.º de empleado'),
  changeEmpName: m('姓名', 'Name', 'Nombre'),
  changeMobile: m('手机号', 'Mobile', 'Móvil'),
  changeEmail: m('邮箱', 'Email', 'Correo'),
  changePosition: m('职位', 'Position', 'Puesto'),
  changeSex: m('性别', 'Sex', 'Sexo'),
  changeDept: m('所属门店/部门', 'Store or department', 'Tienda o departamento'),
  changeOrg: m('所属组织', 'Organisation', 'Organización'),
  changeEmployeeStatus: m('状态', 'Status', 'Estado'),
  changeSexUnknown: m('未知', 'Unknown', 'Desconocido'),
  changeSexMale: m('男', 'Male', 'Hombre'),
  changeSexFemale: m('女', 'Female', 'Mujer'),
  changeActive: m('启用', 'Active', 'Activo'),
  changeDisabled: m('停用', 'Disabled', 'Desactivado'),
};
