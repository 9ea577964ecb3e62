import { m } from './entry';

/** Messages of the catalogue calls (categories, brands, files, price adjustments, main/sub goods). */
export const catalogueMessages = {
  categoryNotFound: m('分类不存在', 'The category does not exist.', 'La categoría no existe.'),
};
