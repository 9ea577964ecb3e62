import { m } from './entry';

/** Messages of the goods settings (units, tax rates, suppliers, property templates, barcode prefixes) and store navigation. */
export const goodsSettingsMessages = {
  // ---- units
  unitNameRequired: m(
    '单位名称不能为空',
    'The unit name must not be empty.',
    'El nombre de la unidad no puede estar vacío.',
  ),
  unitNotFound: m('单位不存在', 'The unit does not exist.', 'La unidad no existe.'),
  unitNameTaken: m(
    '已有名为“{name}”的单位',
    'A unit named "{name}" already exists.',
    'Ya existe una unidad llamada "{name}".',
  ),
  unitInUse: m(
    '单位“{name}”被 {count} 个商品使用（含回收站），不能删除',
    'The unit "{name}" is used by {count} goods items (including the recycle bin) and cannot be deleted.',
    'La unidad "{name}" la usan {count} artículos (incluida la papelera) y no se puede eliminar.',
  ),
  unitLast: m('至少保留一个单位', 'At least one unit must remain.', 'Debe quedar al menos una unidad.'),
  goodsUnitInvalid: m(
    '单位“{value}”不在可选范围内，请在商品设置中维护单位',
    'The unit "{value}" is not one offered: units are kept in the goods settings.',
    'La unidad "{value}" no está entre las ofrecidas: las unidades se definen en la configuración de productos.',
  ),

  // ---- tax rates
  taxRateNotFound: m('税率不存在', 'The tax rate does not exist.', 'La tasa de impuesto no existe.'),
  taxRateRange: m(
    '税率须在 0 到 100 之间，最多两位小数',
    'A tax rate is 0 to 100 with at most two decimals.',
    'Una tasa de impuesto va de 0 a 100 con dos decimales como máximo.',
  ),
  taxRateTaken: m('已有税率 {rate}%', 'The tax rate {rate}% already exists.', 'La tasa {rate} % ya existe.'),
  taxRateInUse: m(
    '税率 {rate}% 被 {count} 个商品使用（含回收站），不能删除',
    'The tax rate {rate}% is used by {count} goods items (including the recycle bin) and cannot be deleted.',
    'La tasa {rate} % la usan {count} artículos (incluida la papelera) y no se puede eliminar.',
  ),
  taxRateInUseChange: m(
    '税率 {rate}% 被 {count} 个商品使用（含回收站），不能修改，请新增税率',
    'The tax rate {rate}% is used by {count} goods items (including the recycle bin) and cannot be changed: add a new rate instead.',
    'La tasa {rate} % la usan {count} artículos (incluida la papelera) y no se puede cambiar: añada una tasa nueva.',
  ),
  taxRateLast: m(
    '至少保留一个税率',
    'At least one tax rate must remain.',
    'Debe quedar al menos una tasa de impuesto.',
  ),

  // ---- suppliers
  supplierNotFound: m('供应商不存在', 'The supplier does not exist.', 'El proveedor no existe.'),
  supplierNameRequired: m(
    '供应商名称不能为空',
    'The supplier name must not be empty.',
    'El nombre del proveedor no puede estar vacío.',
  ),
  supplierCodeTaken: m(
    '供应商编码“{code}”已被使用',
    'The supplier code "{code}" is already used.',
    'El código de proveedor "{code}" ya está en uso.',
  ),
  supplierInUse: m(
    '供应商“{name}”被 {count} 个商品使用（含回收站），不能删除',
    'The supplier "{name}" is used by {count} goods items (including the recycle bin) and cannot be deleted.',
    'El proveedor "{name}" lo usan {count} artículos (incluida la papelera) y no se puede eliminar.',
  ),

  // ---- property templates
  propertyTemplateNotFound: m(
    '属性模板不存在',
    'The property template does not exist.',
    'La plantilla de propiedad no existe.',
  ),
  propertyTemplateNameRequired: m(
    '属性名称不能为空',
    'The property name must not be empty.',
    'El nombre de la propiedad no puede estar vacío.',
  ),
  propertyTemplateNameTaken: m(
    '已有名为“{name}”的属性模板',
    'A property template named "{name}" already exists.',
    'Ya existe una plantilla de propiedad llamada "{name}".',
  ),
  propertyTemplateValuesRequired: m(
    '至少填写一个属性值',
    'Give at least one value.',
    'Indique al menos un valor.',
  ),
  propertyTemplateValueBlank: m(
    '第 {index} 个属性值不能为空',
    'Value {index} must not be empty.',
    'El valor {index} no puede estar vacío.',
  ),
  propertyTemplateValueRepeated: m(
    '属性值“{value}”重复',
    'The value "{value}" is given twice.',
    'El valor "{value}" está repetido.',
  ),
  propertyTemplateStale: m(
    '属性模板“{name}”已被他人修改，请刷新后重试',
    'The property template "{name}" was changed by someone else: reload it and try again.',
    'Otra persona cambió la plantilla de propiedad "{name}": recárguela e inténtelo de nuevo.',
  ),

  // ---- barcode prefix rules
  barPrefixRuleNotFound: m(
    '条码前缀规则不存在',
    'The barcode prefix rule does not exist.',
    'La regla de prefijo de código de barras no existe.',
  ),
  barPrefixNameRequired: m(
    '规则名称不能为空',
    'The rule name must not be empty.',
    'El nombre de la regla no puede estar vacío.',
  ),
  barPrefixTaken: m(
    '条码前缀 {prefix} 已存在',
    'The barcode prefix {prefix} already exists.',
    'El prefijo de código de barras {prefix} ya existe.',
  ),
  barPrefixCodeLength: m(
    '条码长度须为 {min} 到 {max} 位',
    'A barcode has {min} to {max} digits.',
    'Un código de barras tiene de {min} a {max} dígitos.',
  ),
  barPrefixLongerThanCode: m(
    '前缀须短于条码长度（{length} 位）',
    'The prefix must be shorter than the barcode ({length} digits).',
    'El prefijo debe ser más corto que el código de barras ({length} dígitos).',
  ),
  barPrefixRuleLast: m(
    '至少保留一条条码前缀规则',
    'At least one barcode prefix rule must remain.',
    'Debe quedar al menos una regla de prefijo.',
  ),

  // ---- store navigation
  navNotFound: m('导航不存在', 'The navigation shelf does not exist.', 'El estante de navegación no existe.'),
  navParentNotFound: m(
    '上级导航不存在',
    'The parent shelf does not exist.',
    'El estante superior no existe.',
  ),
  navNameRequired: m(
    '导航名称不能为空',
    'The shelf name must not be empty.',
    'El nombre del estante no puede estar vacío.',
  ),
  navNameTaken: m(
    '同级下已有名为“{name}”的导航',
    'A shelf named "{name}" already exists at this level.',
    'Ya existe un estante llamado "{name}" en este nivel.',
  ),
  navTooDeep: m(
    '店铺导航最多 {max} 级',
    'Store navigation has at most {max} levels.',
    'La navegación de la tienda tiene como máximo {max} niveles.',
  ),
  navMoveIntoItself: m(
    '不能把导航移到它自己或它的下级导航下',
    'A shelf cannot be moved under itself or one of its own shelves.',
    'Un estante no se puede mover debajo de sí mismo ni de uno de sus estantes.',
  ),
  navInUse: m(
    '导航“{name}”下有 {count} 个商品（含回收站），不能删除',
    'The shelf "{name}" lists {count} goods items (including the recycle bin) and cannot be deleted.',
    'El estante "{name}" contiene {count} artículos (incluida la papelera) y no se puede eliminar.',
  ),
  navTreeInUse: m(
    '导航“{name}”及其下级导航下有 {count} 个商品（含回收站），不能删除',
    'The shelf "{name}" and the shelves under it list {count} goods items (including the recycle bin): it cannot be deleted.',
    'El estante "{name}" y los que contiene tienen {count} artículos (incluida la papelera): no se puede eliminar.',
  ),
};
