import { m } from './entry';

/**
 * Messages of the organisation's places calls: franchisees, pickup points, operators and
 * electronic fences. zh is the spec's text wherever it gives one. Keys carry the area's prefix
 * (franchisee, pickup, operator, fence, places) so they never clash with another area's.
 */
export const orgPlacesMessages = {
  // ---- shared by the forms
  placesInvalidValues: m(
    '填写的信息有误，请检查标出的字段',
    'Some values are not accepted; check the marked fields.',
    'Algunos valores no se aceptan; revise los campos marcados.',
  ),
  placesFieldRequired: m('请填写{label}', '{label} is required.', '{label} es obligatorio.'),
  placesCodeFormat: m(
    '编码须为 1-32 位字母、数字、“-”或“_”',
    'A code has 1 to 32 letters, digits, "-" or "_".',
    'Un código tiene de 1 a 32 letras, dígitos, "-" o "_".',
  ),
  placesPhoneFormat: m(
    '请输入正确的手机号（11 位）或固话（如 010-12345678）',
    'Enter a mobile number (11 digits) or a landline such as 010-12345678.',
    'Introduzca un móvil (11 dígitos) o un fijo como 010-12345678.',
  ),
  placesMobileFormat: m(
    '请输入正确的 11 位手机号',
    'Enter an 11-digit mobile number.',
    'Introduzca un número de móvil de 11 dígitos.',
  ),
  placesAreaFormat: m('请从列表中选择地区', 'Choose the area from the list.', 'Elija la zona de la lista.'),
  placesDateFormat: m(
    '日期格式须为 YYYY-MM-DD',
    'A date is written YYYY-MM-DD.',
    'Una fecha se escribe AAAA-MM-DD.',
  ),
  placesStoreNotFound: m('门店不存在', 'The store does not exist.', 'La tienda no existe.'),
  placesStoreDisabled: m(
    '门店“{store}”已停用，请选择启用的门店',
    'The store "{store}" is disabled; choose an active store.',
    'La tienda "{store}" está desactivada; elija una tienda activa.',
  ),
  placesCodeUsed: m(
    '编码 {code} 已被“{name}”使用',
    'The code {code} is already used by "{name}".',
    'El código {code} ya lo usa "{name}".',
  ),
  placesLabelCode: m('编码', 'Code', 'Código'),
  placesLabelName: m('名称', 'Name', 'Nombre'),
  placesLabelStore: m('所属门店', 'Store', 'Tienda'),
  placesLabelOperatorName: m('姓名', 'Name', 'Nombre'),

  // ---- franchisees
  franchiseeNotFound: m('加盟商不存在', 'The franchisee does not exist.', 'El franquiciado no existe.'),
  franchiseeStaleVersion: m(
    '加盟商“{name}”已被他人修改，请重新打开后再保存',
    'The franchisee "{name}" was changed by someone else since you opened it. Reopen it, then save again.',
    'Otra persona modificó el franquiciado "{name}" después de que lo abriera. Vuelva a abrirlo y guarde de nuevo.',
  ),
  franchiseeContractOrder: m(
    '合同结束日期不能早于开始日期',
    'The contract cannot end before it starts.',
    'El contrato no puede terminar antes de empezar.',
  ),
  franchiseeHasActiveStores: m(
    '加盟商“{name}”下还有 {count} 家启用的门店，请先将这些门店停用或改为其他加盟商后再停用',
    'The franchisee "{name}" still has {count} active store(s). Disable those stores or move them to another franchisee first.',
    'El franquiciado "{name}" aún tiene {count} tienda(s) activa(s). Desactívelas o páselas a otro franquiciado primero.',
  ),

  // ---- pickup points
  pickupNotFound: m('自提点不存在', 'The pickup point does not exist.', 'El punto de recogida no existe.'),
  pickupStaleVersion: m(
    '自提点“{name}”已被他人修改，请刷新后再操作',
    'The pickup point "{name}" was changed by someone else since you opened it. Reload it and try again.',
    'Otra persona modificó el punto de recogida "{name}" después de que lo abriera. Recárguelo e inténtelo de nuevo.',
  ),
  pickupLongitudeRange: m(
    '经度须为 -180 到 180 之间的数字（最多 6 位小数）',
    'The longitude is a number from -180 to 180 (at most 6 decimals).',
    'La longitud es un número de -180 a 180 (como máximo 6 decimales).',
  ),
  pickupLatitudeRange: m(
    '纬度须为 -90 到 90 之间的数字（最多 6 位小数）',
    'The latitude is a number from -90 to 90 (at most 6 decimals).',
    'La latitud es un número de -90 a 90 (como máximo 6 decimales).',
  ),
  pickupCoordinatesPair: m(
    '经度和纬度须同时填写或同时留空',
    'Give both the longitude and the latitude, or neither.',
    'Indique la longitud y la latitud, o ninguna de las dos.',
  ),
  pickupTimeFormat: m(
    '时间格式须为 HH:mm（00:00-23:59）',
    'A time is written HH:mm (00:00-23:59).',
    'Una hora se escribe HH:mm (00:00-23:59).',
  ),
  pickupTimesPair: m(
    '营业开始和结束时间须同时填写或同时留空',
    'Give both the opening and the closing time, or neither.',
    'Indique la hora de apertura y la de cierre, o ninguna de las dos.',
  ),
  pickupTimeOrder: m(
    '营业开始时间须早于结束时间',
    'The opening time must be before the closing time.',
    'La hora de apertura debe ser anterior a la de cierre.',
  ),

  // ---- operators
  operatorNotFound: m('操作员不存在', 'The operator does not exist.', 'El operador no existe.'),
  operatorStaleVersion: m(
    '操作员“{name}”已被他人修改，请重新打开后再保存',
    'The operator "{name}" was changed by someone else since you opened it. Reopen it, then save again.',
    'Otra persona modificó el operador "{name}" después de que lo abriera. Vuelva a abrirlo y guarde de nuevo.',
  ),
  operatorEmployeeNotFound: m('员工不存在', 'The employee does not exist.', 'El empleado no existe.'),
  operatorEmployeeDisabled: m(
    '员工“{name}”已停用，请选择在职的员工',
    'The employee "{name}" is disabled; choose an active employee.',
    'El empleado "{name}" está desactivado; elija un empleado activo.',
  ),
  operatorDiscountRange: m(
    '最大折扣须为 0 到 100 之间的整数',
    'The largest discount is a whole number from 0 to 100.',
    'El descuento máximo es un número entero de 0 a 100.',
  ),

  // ---- electronic fences
  fenceStaleVersion: m(
    '该门店的电子围栏已被他人修改，请刷新后重新绘制',
    "This store's electronic fence was changed by someone else since you opened it. Reload it and draw again.",
    'Otra persona modificó la geocerca de esta tienda después de que la abriera. Recárguela y dibuje de nuevo.',
  ),
  fenceInvalid: m(
    '电子围栏数据有误：{detail}',
    'The electronic fence is not accepted: {detail}',
    'La geocerca no se acepta: {detail}',
  ),
  fenceNotCollection: m(
    '须为 GeoJSON FeatureCollection（type 为 FeatureCollection，features 为数组）',
    'Must be a GeoJSON FeatureCollection (type FeatureCollection, features an array).',
    'Debe ser una FeatureCollection de GeoJSON (type FeatureCollection, features una lista).',
  ),
  fenceTooManyFeatures: m(
    '一个电子围栏最多 {max} 个区域，当前 {count} 个',
    'A fence has at most {max} areas; this one has {count}.',
    'Una geocerca tiene como máximo {max} zonas; esta tiene {count}.',
  ),
  fenceNotFeature: m(
    '第 {index} 个区域不是 GeoJSON Feature',
    'Area {index} is not a GeoJSON Feature.',
    'La zona {index} no es una Feature de GeoJSON.',
  ),
  fenceGeometryType: m(
    '第 {index} 个区域须为多边形（Polygon）或圆形（带 radius 的 Point）',
    'Area {index} must be a polygon (Polygon) or a circle (a Point with properties.radius).',
    'La zona {index} debe ser un polígono (Polygon) o un círculo (un Point con properties.radius).',
  ),
  fencePolygonRings: m(
    '第 {index} 个区域（多边形）须只有一个外环，不能有洞',
    'Area {index} (polygon) must have exactly one ring, without holes.',
    'La zona {index} (polígono) debe tener exactamente un anillo, sin huecos.',
  ),
  fencePolygonSize: m(
    '第 {index} 个区域（多边形）须有 {min} 到 {max} 个坐标点，当前 {count} 个',
    'Area {index} (polygon) must have {min} to {max} positions; it has {count}.',
    'La zona {index} (polígono) debe tener de {min} a {max} posiciones; tiene {count}.',
  ),
  fencePosition: m(
    '第 {index} 个区域的第 {point} 个坐标须为 [经度, 纬度]，经度 -180 到 180，纬度 -90 到 90',
    'Position {point} of area {index} must be [longitude, latitude], longitude -180 to 180, latitude -90 to 90.',
    'La posición {point} de la zona {index} debe ser [longitud, latitud], longitud de -180 a 180, latitud de -90 a 90.',
  ),
  fencePolygonOpen: m(
    '第 {index} 个区域（多边形）未闭合：首尾坐标须相同',
    'Area {index} (polygon) is not closed: its first and last positions must be equal.',
    'La zona {index} (polígono) no está cerrada: su primera y última posición deben ser iguales.',
  ),
  fencePolygonRepeated: m(
    '第 {index} 个区域（多边形）的第 {point} 个坐标与前一个重复',
    'Position {point} of area {index} (polygon) repeats the one before it.',
    'La posición {point} de la zona {index} (polígono) repite la anterior.',
  ),
  fencePolygonFlat: m(
    '第 {index} 个区域（多边形）没有面积（所有点在一条线上）',
    'Area {index} (polygon) has no area (its positions lie on one line).',
    'La zona {index} (polígono) no tiene superficie (sus posiciones están en una línea).',
  ),
  fencePolygonKinks: m(
    '第 {index} 个区域（多边形）的边自相交，请重新绘制',
    'The edges of area {index} (polygon) cross each other; draw it again.',
    'Los bordes de la zona {index} (polígono) se cruzan; dibújela de nuevo.',
  ),
  fenceCircleRadius: m(
    '第 {index} 个区域（圆形）的半径须为 {min} 到 {max} 米',
    'The radius of area {index} (circle) must be {min} to {max} metres.',
    'El radio de la zona {index} (círculo) debe ser de {min} a {max} metros.',
  ),
  fenceName: m(
    '第 {index} 个区域的名称最多 {max} 个字符',
    'The name of area {index} has at most {max} characters.',
    'El nombre de la zona {index} tiene como máximo {max} caracteres.',
  ),
};
