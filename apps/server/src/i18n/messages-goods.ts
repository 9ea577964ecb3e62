import { m } from './entry';

/** Messages of the SKU calls (goods/...). zh is the spec's text wherever it gives one. */
export const goodsMessages = {
  skuNotFound: m(
    '商品不存在或已删除',
    'The goods item does not exist or was deleted.',
    'El artículo no existe o fue eliminado.',
  ),
};
