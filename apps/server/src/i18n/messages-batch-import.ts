import { m } from './entry';

/** Messages of bulk import and export (services/import, routes/settings/batch-import.ts). */
export const batchImportMessages = {
  // ---- file-level refusals
  importFileMissing: m('请选择要导入的文件', 'Choose a file to import.', 'Elija un archivo para importar.'),
  importTypeMissing: m('请选择导入类型', 'Choose what to import.', 'Elija qué importar.'),
  importFileType: m(
    '只能导入 .xlsx 或 .csv 文件',
    'Only .xlsx and .csv files can be imported.',
    'Solo se pueden importar archivos .xlsx y .csv.',
  ),
  importFileTooLarge: m(
    '文件不能超过 {max}',
    'The file may be at most {max}.',
    'El archivo puede tener como máximo {max}.',
  ),
  importNotSpreadsheet: m(
    '文件不是有效的 .xlsx 或 .csv 表格（可能是改了扩展名的其他文件）',
    'The file is not a valid .xlsx or .csv spreadsheet (perhaps another file renamed).',
    'El archivo no es una hoja .xlsx o .csv válida (quizá otro archivo renombrado).',
  ),
  importEmpty: m(
    '文件是空的：没有表头',
    'The file is empty: it has no header row.',
    'El archivo está vacío: no tiene fila de encabezado.',
  ),
  importNoRows: m(
    '文件只有表头，没有数据行',
    'The file has a header but no data rows.',
    'El archivo tiene encabezado pero ninguna fila de datos.',
  ),
  importTooManyRows: m(
    '文件超过 {max} 行数据，请拆分后分批导入',
    'The file has more than {max} data rows: split it and import the parts.',
    'El archivo tiene más de {max} filas de datos: divídalo e impórtelo por partes.',
  ),
  importPartTooLarge: m(
    '文件解压后过大（{part}），已拒绝',
    'The file unpacks to too much data ({part}); it was refused.',
    'El archivo se descomprime en demasiados datos ({part}); se rechazó.',
  ),
  importUnreadable: m(
    '文件无法读取：{detail}',
    'The file cannot be read: {detail}',
    'No se puede leer el archivo: {detail}',
  ),
  importHeaderMissing: m(
    '表头缺少必填列：{columns}。请使用下载的模板',
    'The header lacks required columns: {columns}. Use the downloaded template.',
    'Al encabezado le faltan columnas obligatorias: {columns}. Use la plantilla descargada.',
  ),
  importHeaderUnknown: m(
    '表头有无法识别的列：{columns}。请使用下载的模板',
    'The header has columns that are not recognised: {columns}. Use the downloaded template.',
    'El encabezado tiene columnas no reconocidas: {columns}. Use la plantilla descargada.',
  ),
  importAllRefused: m(
    '有 {count} 行不符合要求，按“全部成功才导入”未导入任何数据',
    '{count} rows are not accepted; as chosen (all or nothing), nothing was imported.',
    '{count} filas no se aceptan; como se eligió (todo o nada), no se importó nada.',
  ),
  importInterrupted: m(
    '服务器多次中断，导入已停止；已导入的数据保留（全部成功才导入的任务未导入任何数据）',
    'The server stopped repeatedly; the import was ended (an all-or-nothing import imported nothing).',
    'El servidor se detuvo varias veces; la importación terminó (una importación de todo o nada no importó nada).',
  ),
  importFailed: m('导入失败：{detail}', 'The import failed: {detail}', 'La importación falló: {detail}'),
  exportJobFailed: m('导出失败：{detail}', 'The export failed: {detail}', 'La exportación falló: {detail}'),
  exportInterrupted: m(
    '服务器多次中断，导出已停止',
    'The server stopped repeatedly; the export was ended.',
    'El servidor se detuvo varias veces; la exportación terminó.',
  ),
  jobAlreadyEnded: m(
    '这个任务已经结束，无法取消',
    'This job has ended; it cannot be cancelled.',
    'Esta tarea ya terminó; no se puede cancelar.',
  ),
  jobNotFound: m('没有这个任务', 'No such job.', 'No existe esa tarea.'),
  jobNoFile: m(
    '这个任务没有可下载的文件',
    'This job has no file to download.',
    'Esta tarea no tiene archivo para descargar.',
  ),
  importTypeForbidden: m('没有导入{type}的权限', 'You may not import {type}.', 'No puede importar {type}.'),

  // ---- row-level problems
  importRequired: m('必填', 'Required.', 'Obligatorio.'),
  importFormula: m(
    '不接受公式，请填写值',
    'Formulas are not accepted: enter the value.',
    'No se aceptan fórmulas: escriba el valor.',
  ),
  importNotNumber: m(
    '须为数字，最多 2 位小数',
    'Must be a number with at most 2 decimals.',
    'Debe ser un número con 2 decimales como máximo.',
  ),
  importNotOption: m(
    '“{value}”不是可选值（{allowed}）',
    '"{value}" is not one of the values offered ({allowed}).',
    '"{value}" no es uno de los valores ofrecidos ({allowed}).',
  ),
  importTooLong: m('最多 {max} 个字符', 'At most {max} characters.', 'Como máximo {max} caracteres.'),
  importDuplicateInFile: m('与第 {row} 行重复', 'Repeats row {row}.', 'Repite la fila {row}.'),
  importUnknownRef: m('不存在：{value}', 'Does not exist: {value}', 'No existe: {value}'),
  importBarCodeUsed: m(
    '条码 {barCode} 已被商品使用',
    'The barcode {barCode} is already used by a goods item.',
    'El código de barras {barCode} ya lo usa un artículo.',
  ),
  importDateFormat: m(
    '日期格式须为 YYYY-MM-DD',
    'Dates must be written YYYY-MM-DD.',
    'Las fechas deben escribirse AAAA-MM-DD.',
  ),

  // ---- the operation log
  importScreenName: m('批量导入', 'Bulk import', 'Importación masiva'),
  auditImportDone: m(
    '导入{type}（{file}）：成功 {ok} 行，未导入 {errors} 行',
    'Imported {type} ({file}): {ok} rows imported, {errors} rows not imported',
    'Importación de {type} ({file}): {ok} filas importadas, {errors} filas no importadas',
  ),
  auditImportFailed: m(
    '导入{type}（{file}）失败：{reason}',
    'Import of {type} ({file}) failed: {reason}',
    'La importación de {type} ({file}) falló: {reason}',
  ),

  // ---- templates and reports
  importInstructions: m('填写说明', 'Instructions', 'Instrucciones'),
  importSheetData: m('数据', 'Data', 'Datos'),
  importColumn: m('列', 'Column', 'Columna'),
  importRequiredColumn: m('必填', 'Required', 'Obligatoria'),
  importAllowed: m('可选值', 'Values', 'Valores'),
  importNote: m('说明', 'Notes', 'Notas'),
  importYes: m('是', 'yes', 'sí'),
  importNo: m('否', 'no', 'no'),
  importGeneralNote: m(
    '在“数据”表中从第 2 行起每行填写一条；不要修改表头；公式不会被计算，请填写值；最多 {rows} 行、{size}。',
    'Fill one item per row of the "Data" sheet from row 2; keep the header as it is; formulas are not evaluated, enter values; at most {rows} rows and {size}.',
    'Rellene un elemento por fila de la hoja "Datos" desde la fila 2; no cambie el encabezado; las fórmulas no se calculan, escriba valores; como máximo {rows} filas y {size}.',
  ),
  importReportRow: m('行号', 'Row', 'Fila'),
  importReportReason: m('错误原因', 'Reason', 'Motivo'),
  importReportFile: m('导入错误报告', 'import-errors', 'errores-de-importacion'),
  importTemplateFile: m('导入模板', 'import-template', 'plantilla-de-importacion'),

  // ---- import types
  importTypeGoods: m('商品', 'goods', 'artículos'),
  importTypeCombGoods: m('组合商品', 'combined goods', 'artículos combinados'),
  importTypePrices: m('商品价格', 'goods prices', 'precios de artículos'),
  importTypeStores: m('门店', 'stores', 'tiendas'),
  importTypeEmployees: m('员工', 'employees', 'empleados'),
  importTypeCategories: m('商品分类', 'categories', 'categorías'),
  importTypeBrands: m('品牌', 'brands', 'marcas'),

  // ---- goods columns
  colSkuName: m('商品名称', 'Goods name', 'Nombre del artículo'),
  colBarCode: m('条码', 'Barcode', 'Código de barras'),
  colGoodsNo: m('货号', 'Goods no.', 'N.º de artículo'),
  colShortName: m('简称', 'Short name', 'Nombre corto'),
  colCategoryCode: m('分类编码', 'Category code', 'Código de categoría'),
  colBrandName: m('品牌', 'Brand', 'Marca'),
  colSupplierCode: m('供应商编码', 'Supplier code', 'Código de proveedor'),
  colSkuReferPrice: m('零售价', 'Retail price', 'Precio de venta'),
  // The headers of these columns in files made before the goods screens agreed on one term.
  colSkuReferPriceFormer: m('参考售价', 'Reference price', 'Precio de referencia'),
  colSkuPurchPrice: m('进货价', 'Purchase price', 'Precio de compra'),
  colMinPrice: m('最低售价', 'Minimum price', 'Precio mínimo'),
  colMaxPrice: m('最高售价', 'Maximum price', 'Precio máximo'),
  colInputTaxRate: m('进项税率', 'Input tax rate', 'Tasa de impuesto soportado'),
  colOutputTaxRate: m('销项税率', 'Output tax rate', 'Tasa de impuesto repercutido'),
  colMeaUnit: m('单位', 'Unit', 'Unidad'),
  colSaleMode: m('销售方式', 'Sale mode', 'Modo de venta'),
  colSaleState: m('销售状态', 'Sale state', 'Estado de venta'),
  colSaleStateFormer: m('上下架', 'Sale state', 'Estado de venta'),
  colSpecModel: m('规格型号', 'Specification', 'Especificación'),
  colRemark: m('备注', 'Remark', 'Observación'),
  noteCategoryCode: m(
    '商品分类页面中的分类编码',
    'The code shown on the categories page',
    'El código de la página de categorías',
  ),
  noteBrandName: m('已有品牌的名称', 'The name of an existing brand', 'El nombre de una marca existente'),
  notePrice: m('元，最多 2 位小数', 'Up to 2 decimals', 'Hasta 2 decimales'),
  noteTaxRate: m('百分比，如 13', 'Percent, e.g. 13', 'Porcentaje, p. ej. 13'),
  noteBarCode: m(
    '1–32 位字母或数字，租户内唯一',
    '1–32 letters or digits, unique',
    '1–32 letras o dígitos, único',
  ),
  // ---- categories, brands, prices and combined goods columns (services/import/*-import.ts)
  colCategoryName: m('分类名称', 'Category name', 'Nombre de categoría'),
  colParentCode: m('上级分类编码', 'Parent category code', 'Código de categoría superior'),
  colBrandTitle: m('品牌名称', 'Brand name', 'Nombre de marca'),
  colEnglishName: m('英文名称', 'English name', 'Nombre en inglés'),
  colBrandCategoryName: m('品牌分类', 'Brand category', 'Categoría de marca'),
  colCombBarCode: m('组合商品条码', 'Combined goods barcode', 'Código de barras del combinado'),
  colCombName: m('组合商品名称', 'Combined goods name', 'Nombre del combinado'),
  colPartBarCode: m('子商品条码', 'Part barcode', 'Código de barras de la parte'),
  colQuantity: m('数量', 'Quantity', 'Cantidad'),
  noteCode: m(
    '1–32 位字母、数字、-、_ 或 .，租户内唯一',
    '1–32 letters, digits, -, _ or ., unique',
    '1–32 letras, dígitos, -, _ o ., único',
  ),
  noteCategoryName: m(
    '同一上级分类下不能重名',
    'Unique among the categories under the same parent',
    'Único entre las categorías bajo la misma superior',
  ),
  noteParentCode: m(
    '留空为一级分类；上级分类须已存在，或在本文件中更靠前的行；最多三级',
    'Empty for a top-level category; the parent must exist already or be on an earlier row of this file; three levels at most',
    'Vacío para una categoría de primer nivel; la superior debe existir ya o estar en una fila anterior de este archivo; tres niveles como máximo',
  ),
  noteUniqueName: m('租户内唯一', 'Unique', 'Único'),
  noteBrandCategoryName: m(
    '已有品牌分类的名称，可留空',
    'The name of an existing brand category, or empty',
    'El nombre de una categoría de marca existente, o vacío',
  ),
  noteCombBarCode: m(
    '每个子商品一行；同一组合商品的行须连续排列，最多 50 行；组合商品的条码不能已被使用',
    'One row per part; the rows of one combined good must be consecutive, 50 at most; its barcode must not be in use',
    'Una fila por parte; las filas de un combinado deben ser consecutivas, 50 como máximo; su código de barras no debe estar en uso',
  ),
  noteCombFirstRow: m(
    '填在组合商品的第一行；其后的行可留空，填写则须与第一行相同',
    'Given on the first row of the combined good; later rows may leave it empty or repeat it unchanged',
    'Se indica en la primera fila del combinado; las siguientes pueden dejarlo vacío o repetirlo igual',
  ),
  notePartBarCode: m(
    '已有普通商品（非组合商品、不在回收站中）的条码；同一组合商品内不能重复',
    'The barcode of an existing single goods item (not combined, not in the recycle bin); once per combined good',
    'El código de barras de un artículo simple existente (no combinado, fuera de la papelera); una vez por combinado',
  ),
  noteQuantity: m('1–100000 的整数', 'A whole number from 1 to 100000', 'Un número entero de 1 a 100000'),
  notePriceBarCode: m(
    '要改价的商品的条码（不在回收站中）',
    'The barcode of the goods item to reprice (not in the recycle bin)',
    'El código de barras del artículo cuyo precio cambia (fuera de la papelera)',
  ),
  notePriceKeep: m(
    '元，最多 2 位小数；留空则不变',
    'Up to 2 decimals; empty keeps the current price',
    'Hasta 2 decimales; vacío mantiene el precio actual',
  ),

  // ---- stores and employees columns
  colStoreCode: m('门店编码', 'Store code', 'Código de tienda'),
  colStoreName: m('门店名称', 'Store name', 'Nombre de tienda'),
  colStoreType: m('类型', 'Type', 'Tipo'),
  colFranchiseeType: m('经营方式', 'Operation', 'Gestión'),
  colFranchiseeCode: m('加盟商编码', 'Franchisee code', 'Código de franquiciado'),
  colLeaderName: m('负责人', 'Leader', 'Responsable'),
  colLeaderPhone: m('负责人电话', "Leader's phone", 'Teléfono del responsable'),
  colHotline: m('服务热线', 'Service hotline', 'Línea de atención'),
  colProvince: m('省份', 'Province', 'Provincia'),
  colCity: m('城市', 'City', 'Ciudad'),
  colDistrict: m('区县', 'District', 'Distrito'),
  colAddress: m('详细地址', 'Address', 'Dirección'),
  colOpenDate: m('开业日期', 'Opening date', 'Fecha de apertura'),
  colLongitude: m('经度', 'Longitude', 'Longitud'),
  colLatitude: m('纬度', 'Latitude', 'Latitud'),
  colEmpCode: m('工号', 'Employee code', 'Código de empleado'),
  colEmpName: m('姓名', 'Name', 'Nombre'),
  colMobile: m('手机号', 'Mobile', 'Móvil'),
  colSex: m('性别', 'Sex', 'Sexo'),
  colEmail: m('邮箱', 'Email', 'Correo electrónico'),
  colPosition: m('职位', 'Position', 'Puesto'),
  colDeptCode: m('所属部门编码', 'Department code', 'Código de departamento'),
  colCardNo: m('证件号', 'ID card number', 'Número de documento'),
  colOrgCode: m('组织编码', 'Organisation code', 'Código de organización'),
  importSexUnknown: m('未知', 'Unknown', 'Desconocido'),
  importSexMale: m('男', 'Male', 'Hombre'),
  importSexFemale: m('女', 'Female', 'Mujer'),
  noteStoreCode: m(
    '1–32 位字母、数字、- 或 _，租户内唯一',
    '1–32 letters, digits, - or _, unique',
    '1–32 letras, dígitos, - o _, único',
  ),
  noteFranchiseeType: m('留空为直营', 'Empty for direct', 'Vacío para propia'),
  noteFranchiseeCode: m(
    '已启用加盟商的编码；直营门店留空',
    'The code of an active franchisee; empty for a direct store',
    'El código de un franquiciado activo; vacío para una tienda propia',
  ),
  notePhone: m(
    '手机号或座机号（如 0755-12345678）',
    'A mobile or landline number (e.g. 0755-12345678)',
    'Un móvil o un fijo (p. ej. 0755-12345678)',
  ),
  noteHotline: m(
    '手机号、座机号或 400/800 号码',
    'A mobile, landline or 400/800 number',
    'Un móvil, un fijo o un número 400/800',
  ),
  noteArea: m(
    '名称（如 广东省、深圳市、南山区）或行政区划代码；直辖市的区填在“城市”列',
    'A name (e.g. 广东省, 深圳市, 南山区) or an area code; a municipality’s district goes in the City column',
    'Un nombre (p. ej. 广东省, 深圳市, 南山区) o un código de zona; el distrito de un municipio va en la columna Ciudad',
  ),
  noteDate: m('格式 YYYY-MM-DD', 'Written YYYY-MM-DD', 'Con formato AAAA-MM-DD'),
  noteCoordinate: m(
    '经度与纬度须同时填写，最多 6 位小数',
    'Longitude and latitude together, at most 6 decimals',
    'Longitud y latitud juntas, 6 decimales como máximo',
  ),
  noteEmpCode: m(
    '1–32 位字母、数字、- 或 _，租户内唯一；导入不创建登录账号',
    '1–32 letters, digits, - or _, unique; an import creates no sign-in accounts',
    '1–32 letras, dígitos, - o _, único; la importación no crea cuentas de acceso',
  ),
  noteMobile: m(
    '11 位手机号或 + 开头的国际号码，不能与其他员工重复',
    'An 11-digit mobile or + and an international number, not another employee’s',
    'Un móvil de 11 cifras o + y un número internacional, que no sea de otro empleado',
  ),
  noteDeptCode: m(
    '已有门店或部门的编码，可留空',
    'The code of an existing store or department, or empty',
    'El código de una tienda o departamento existente, o vacío',
  ),

  // ---- row problems of the types above
  importCodeFormat: m(
    '须为 1–32 位字母、数字、-、_ 或 .',
    'Must be 1–32 letters, digits, -, _ or .',
    'Debe tener 1–32 letras, dígitos, -, _ o .',
  ),
  importCodeUsed: m(
    '编码 {code} 已被使用',
    'The code {code} is already used.',
    'El código {code} ya está en uso.',
  ),
  importCategoryParentSelf: m(
    '不能是本分类自己的编码',
    'Cannot be the category’s own code.',
    'No puede ser el código de la propia categoría.',
  ),
  importCategoryParentUnknown: m(
    '上级分类 {code} 不存在（须已存在，或在本文件中更靠前的行）',
    'No parent category {code}: it must exist already or be on an earlier row of this file.',
    'No existe la categoría superior {code}: debe existir ya o estar en una fila anterior de este archivo.',
  ),
  importPriceRange: m(
    '须满足 最低售价 ≤ 零售价 ≤ 最高售价（最低售价 {min}，最高售价 {max}）',
    'Prices must satisfy minimum price ≤ retail price ≤ maximum price (minimum {min}, maximum {max}).',
    'Los precios deben cumplir precio mínimo ≤ precio de venta ≤ precio máximo (mínimo {min}, máximo {max}).',
  ),
  importSkuUnknown: m(
    '没有条码为 {barCode} 的商品',
    'No goods item has the barcode {barCode}.',
    'Ningún artículo tiene el código de barras {barCode}.',
  ),
  importSkuDeleted: m(
    '条码为 {barCode} 的商品在回收站中',
    'The goods item with the barcode {barCode} is in the recycle bin.',
    'El artículo con el código de barras {barCode} está en la papelera.',
  ),
  importPartDeleted: m(
    '子商品 {barCode} 在回收站中',
    'The part {barCode} is in the recycle bin.',
    'La parte {barCode} está en la papelera.',
  ),
  importCombNotConsecutive: m(
    '组合商品 {barCode} 的行须连续排列，此行与它前面的行被其他行隔开',
    'The rows of the combined good {barCode} must be consecutive: other rows separate this one from its earlier rows.',
    'Las filas del combinado {barCode} deben ser consecutivas: otras filas separan esta de las anteriores.',
  ),
  importCombTooManyParts: m(
    '一个组合商品最多 {max} 个子商品（{max} 行）',
    'A combined good has at most {max} parts ({max} rows).',
    'Un combinado tiene como máximo {max} partes ({max} filas).',
  ),
  importCombNameDiffers: m(
    '与本组合商品第一行的名称“{name}”不同',
    'Differs from the name on the first row of the combined good ("{name}").',
    'Difiere del nombre de la primera fila del combinado («{name}»).',
  ),
  importCombPriceDiffers: m(
    '与本组合商品第一行的零售价 {price} 不同',
    'Differs from the retail price on the first row of the combined good ({price}).',
    'Difiere del precio de venta de la primera fila del combinado ({price}).',
  ),
  importQuantity: m(
    '须为 1–{max} 的整数',
    'Must be a whole number from 1 to {max}.',
    'Debe ser un número entero de 1 a {max}.',
  ),
  importCombRowRefused: m(
    '组合商品 {barCode} 的其他行有错误，整个组合商品未导入',
    'Another row of the combined good {barCode} has a problem: none of it was imported.',
    'Otra fila del combinado {barCode} tiene un problema: no se importó nada de él.',
  ),
  importCombPartial: m(
    '组合商品 {barCode} 已由前面的行创建；其后有行出错，此行的子商品未加入，请在组合商品页面补全',
    'The combined good {barCode} was created from its earlier rows; as a later row has a problem, this row’s part was not added: complete it on the combined goods page.',
    'El combinado {barCode} se creó con sus filas anteriores; como una fila posterior tiene un problema, la parte de esta fila no se añadió: complételo en la página de combinados.',
  ),
  importFranchiseeDirect: m(
    '直营门店不关联加盟商：请将经营方式改为加盟或联营，或清空加盟商编码',
    'A direct store has no franchisee: choose franchise or joint operation, or leave the franchisee code empty.',
    'Una tienda propia no tiene franquiciado: elija franquicia o gestión conjunta, o deje vacío el código de franquiciado.',
  ),
  importMobileUsed: m(
    '手机号 {mobile} 已被员工“{name}”使用',
    'The mobile {mobile} is already used by the employee "{name}".',
    'El móvil {mobile} ya lo usa el empleado «{name}».',
  ),
  // ---- files that go round trip: an export's id column and read-only columns (services/import)
  colSkuId: m('商品ID', 'Goods ID', 'ID del artículo'),
  noteSkuId: m(
    '商品导出文件中的商品ID：填写则更新该商品（只改文件中有的列），留空则新建商品',
    'The goods ID of a goods export: filled, the row updates that goods item (only the columns the file has); empty, it creates one',
    'El ID de una exportación de artículos: relleno, la fila actualiza ese artículo (solo las columnas del archivo); vacío, crea uno',
  ),
  importIdInvalid: m(
    '须为正整数',
    'Must be a whole number above 0.',
    'Debe ser un número entero mayor que 0.',
  ),
  importSkuIdUnknown: m(
    '没有商品ID为 {id} 的商品',
    'No goods item has the goods ID {id}.',
    'Ningún artículo tiene el ID {id}.',
  ),
  importSkuIdDeleted: m(
    '商品ID为 {id} 的商品在回收站中',
    'The goods item with the goods ID {id} is in the recycle bin.',
    'El artículo con el ID {id} está en la papelera.',
  ),
};
