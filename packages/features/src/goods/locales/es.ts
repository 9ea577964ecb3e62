import { lists } from '../pages/list/locales';
import { form } from '../pages/form/locales';
import { catalogue } from '../pages/catalogue-locales';
import { common } from './common';

export const es = {
  goods: {
    ...common.es,
    lists: lists.es,
    form: form.es,
    catalogue: catalogue.es,
  },
};
