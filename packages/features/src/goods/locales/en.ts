import { lists } from '../pages/list/locales';
import { form } from '../pages/form/locales';
import { catalogue } from '../pages/catalogue-locales';
import { common } from './common';

export const en = {
  goods: {
    ...common.en,
    lists: lists.en,
    form: form.en,
    catalogue: catalogue.en,
  },
};
