import { m } from './entry';

/** Messages of the catalogue calls (categories, brands, files, price adjustments, main/sub goods). */
export const catalogueMessages = {
  catalogueTextRequired: m('{field} 不能为空', '{field} must not be empty.', '{field} no puede estar vacío.'),

  // ---- categories
  categoryNotFound: m('分类不存在', 'The category does not exist.', 'La categoría no existe.'),
  categoryParentNotFound: m(
    '上级分类不存在',
    'The parent category does not exist.',
    'La categoría superior no existe.',
  ),
  categoryTooDeep: m(
    '分类最多 {max} 级',
    'Categories have at most {max} levels.',
    'Las categorías tienen como máximo {max} niveles.',
  ),
  categoryMoveIntoItself: m(
    '不能把分类移到它自己或它的下级分类下',
    'A category cannot be moved under itself or one of its subcategories.',
    'Una categoría no se puede mover debajo de sí misma ni de una de sus subcategorías.',
  ),
  categoryNameTaken: m(
    '同级下已有名为“{name}”的分类',
    'A category named "{name}" already exists at this level.',
    'Ya existe una categoría llamada "{name}" en este nivel.',
  ),
  categoryCodeTaken: m(
    '分类编码“{code}”已被使用',
    'The category code "{code}" is already in use.',
    'El código de categoría "{code}" ya está en uso.',
  ),
  categoryHasChildren: m(
    '该分类下还有 {count} 个子分类，不能删除',
    'This category still has {count} subcategories and cannot be deleted.',
    'Esta categoría aún tiene {count} subcategorías y no se puede eliminar.',
  ),
  categoryHasGoods: m(
    '该分类被 {count} 个商品使用（含回收站），不能删除',
    'This category is used by {count} goods items (including the recycle bin) and cannot be deleted.',
    'Esta categoría la usan {count} artículos (incluida la papelera) y no se puede eliminar.',
  ),

  // ---- brands and brand categories
  brandNotFound: m('品牌不存在', 'The brand does not exist.', 'La marca no existe.'),
  brandNameTaken: m(
    '品牌名称“{name}”已存在',
    'A brand named "{name}" already exists.',
    'Ya existe una marca llamada "{name}".',
  ),
  brandInUse: m(
    '该品牌被 {count} 个商品使用（含回收站），不能删除',
    'This brand is used by {count} goods items (including the recycle bin) and cannot be deleted.',
    'Esta marca la usan {count} artículos (incluida la papelera) y no se puede eliminar.',
  ),
  brandCategoryNotFound: m(
    '品牌分类不存在',
    'The brand category does not exist.',
    'La categoría de marca no existe.',
  ),
  brandCategoryNameTaken: m(
    '品牌分类“{name}”已存在',
    'A brand category named "{name}" already exists.',
    'Ya existe una categoría de marca llamada "{name}".',
  ),
  brandCategoryInUse: m(
    '该品牌分类下还有 {count} 个品牌，不能删除',
    'This brand category still has {count} brands and cannot be deleted.',
    'Esta categoría de marca aún tiene {count} marcas y no se puede eliminar.',
  ),

  // ---- files
  fileNotFound: m('文件不存在', 'The file does not exist.', 'El archivo no existe.'),
  fileMissing: m(
    '请选择要上传的图片（字段 file）',
    'Choose an image to upload (field "file").',
    'Elija una imagen para subir (campo "file").',
  ),
  fileTooLarge: m(
    '图片不能超过 {max}',
    'The image must not be larger than {max}.',
    'La imagen no debe superar {max}.',
  ),
  fileTooManyPixels: m(
    '图片尺寸 {width}×{height} 过大：每边最多 {side} 像素，总计最多 {megapixels} 百万像素',
    'The image is {width}×{height}: at most {side} pixels a side and {megapixels} megapixels in all.',
    'La imagen mide {width}×{height}: como máximo {side} píxeles por lado y {megapixels} megapíxeles en total.',
  ),
  fileQuotaFull: m(
    '本商户的图片已用满 {max} 的空间，请联系管理员',
    "The company's pictures have used all of their {max}: ask your administrator.",
    'Las imágenes de la empresa ya ocupan todo su espacio de {max}: consulte a su administrador.',
  ),
  fileNotImage: m(
    '只能上传 JPEG、PNG、WebP 或 GIF 图片',
    'Only JPEG, PNG, WebP or GIF images can be uploaded.',
    'Solo se pueden subir imágenes JPEG, PNG, WebP o GIF.',
  ),
  filePurposeInvalid: m(
    '请说明图片用途：sku（商品图片）、brand（品牌标志）或 head（员工头像）',
    'Say what the image is for: sku (a goods picture), brand (a brand logo) or head (an employee photo).',
    'Indique para qué es la imagen: sku (foto de artículo), brand (logotipo de marca) o head (foto de empleado).',
  ),
  fileMultipartRequired: m(
    '请以 multipart/form-data 上传文件',
    'Upload the file as multipart/form-data.',
    'Suba el archivo como multipart/form-data.',
  ),

  // ---- price adjustments
  adjustmentNotFound: m(
    '调价单不存在',
    'The price adjustment order does not exist.',
    'La orden de ajuste de precios no existe.',
  ),
  adjustmentNotDraft: m(
    '只有草稿状态的调价单可以修改或提交',
    'Only a draft price adjustment order can be edited or submitted.',
    'Solo se puede editar o enviar una orden de ajuste en borrador.',
  ),
  adjustmentNotCancellable: m(
    '已生效或已取消的调价单不能取消',
    'An order that took effect or was cancelled cannot be cancelled.',
    'Una orden que ya entró en vigor o fue cancelada no se puede cancelar.',
  ),
  adjustmentAllStoresTenantWide: m(
    '只有可管理全部门店的用户才能创建或修改适用于全部门店的调价单',
    'Only a user who manages every store can make or change an order for every store.',
    'Solo un usuario que gestiona todas las tiendas puede crear o cambiar una orden para todas las tiendas.',
  ),
  adjustmentStale: m(
    '调价单已被他人修改，请刷新后重试',
    'Someone else changed this order since you opened it. Reload it and try again.',
    'Otra persona cambió esta orden desde que la abrió. Recárguela e inténtelo de nuevo.',
  ),
  adjustmentVersionRequired: m(
    '修改调价单需要提供版本号',
    'Editing an order needs the version you opened.',
    'Editar una orden requiere la versión que abrió.',
  ),
  adjustmentTimePassed: m(
    '生效时间必须晚于当前时间',
    'The effective time must be in the future.',
    'La hora de entrada en vigor debe ser futura.',
  ),
  adjustmentTimeInvalid: m(
    '生效时间格式不正确',
    'The effective time is not a valid date and time.',
    'La hora de entrada en vigor no es una fecha y hora válida.',
  ),
  adjustmentStoresRequired: m(
    '请选择至少一个门店，或选择全部门店',
    'Choose at least one store, or all stores.',
    'Elija al menos una tienda, o todas las tiendas.',
  ),
  adjustmentStoresUnknown: m(
    '以下门店不存在：{ids}',
    'These stores do not exist: {ids}',
    'Estas tiendas no existen: {ids}',
  ),
  adjustmentSkusUnknown: m(
    '以下商品不存在或已删除：{ids}',
    'These goods items do not exist or were deleted: {ids}',
    'Estos artículos no existen o fueron eliminados: {ids}',
  ),
  adjustmentSkuTwice: m(
    '商品 {ids} 在调价单中出现了多次',
    'The goods items {ids} appear more than once in the order.',
    'Los artículos {ids} aparecen más de una vez en la orden.',
  ),
  adjustmentPriceOutOfRange: m(
    '商品“{sku}”的新价格 {price} 超出其最低价/最高价范围',
    'The new price {price} of "{sku}" is outside its minimum/maximum price.',
    'El nuevo precio {price} de "{sku}" está fuera de su precio mínimo/máximo.',
  ),

  // ---- main/sub goods
  mainSubMainNotFound: m(
    '主商品不存在或已删除',
    'The main goods item does not exist or was deleted.',
    'El artículo principal no existe o fue eliminado.',
  ),
  mainSubSubsUnknown: m(
    '以下子商品不存在或已删除：{ids}',
    'These sub goods items do not exist or were deleted: {ids}',
    'Estos artículos secundarios no existen o fueron eliminados: {ids}',
  ),
  mainSubSelf: m(
    '子商品不能是主商品本身',
    'A sub goods item cannot be the main item itself.',
    'Un artículo secundario no puede ser el propio artículo principal.',
  ),
  mainSubTwice: m(
    '子商品 {ids} 出现了多次',
    'The sub goods items {ids} appear more than once.',
    'Los artículos secundarios {ids} aparecen más de una vez.',
  ),
  mainSubRatioPositive: m(
    '换算比例必须大于 0',
    'The ratio must be greater than 0.',
    'La proporción debe ser mayor que 0.',
  ),
  mainSubNotFound: m(
    '该商品没有子商品',
    'This goods item has no sub goods items.',
    'Este artículo no tiene artículos secundarios.',
  ),
};
