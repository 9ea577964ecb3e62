import { lists } from '../pages/list/locales';
import { form } from '../pages/form/locales';
import { catalogue } from '../pages/catalogue-locales';
import { common } from './common';

export const zh = {
  goods: {
    ...common.zh,
    lists: lists.zh,
    form: form.zh,
    catalogue: catalogue.zh,
  },
};
