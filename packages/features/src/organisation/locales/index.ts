import { moduleTexts, type MovedTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Keys moved to common: each old key reads the common text until the pages use the new one. */
const moved: MovedTexts = {
  actions: 'actions',
  'buttons.search': 'search',
  'buttons.reset': 'reset',
  'buttons.create': 'create',
  'buttons.edit': 'edit',
  'stores.list.actions.edit': 'edit',
  'buttons.view': 'view',
  'stores.list.actions.view': 'view',
  'buttons.copy': 'copy',
  'people.password.copy': 'copy',
  'buttons.delete': 'delete',
  'buttons.save': 'save',
  'buttons.cancel': 'cancel',
  'buttons.confirm': 'confirm',
  'buttons.back': 'back',
  'buttons.export': 'export',
  'buttons.enable': 'enable',
  'buttons.disable': 'disable',
  retry: 'retry',
  'status.label': 'status',
  'stores.list.status': 'status',
  'stores.list.columns.status': 'status',
  'status.active': 'active',
  'status.disabled': 'disabled',
  'status.all': 'all',
  'stores.list.all': 'all',
  'people.roles.remark': 'remark',
  'people.employees.remark': 'remark',
  'places.franchisee.remark': 'remark',
  'places.pickup.remark': 'remark',
  'places.operator.remark': 'remark',
  'places.franchisee.keyword': 'keyword',
  'places.pickup.keyword': 'keyword',
  'places.operator.keyword': 'keyword',
  loadFailed: 'loadFailed',
  total: 'total',
  saved: 'saved',
  'stores.form.unsaved': 'unsaved',
  'stores.form.discard': 'discard',
  'places.fence.discard': 'discard',
  'people.roles.discardTitle': 'discardTitle',
  'people.employees.discardTitle': 'discardTitle',
  'places.fence.discardTitle': 'discardTitle',
  'stores.placeholders.input': 'enterValue',
  required: 'required',
  'stores.errors.required': 'required',
};

/** Every text of the organisation module, under `org`, with the common texts, in zh, en and es. */
export const orgLocales = moduleTexts('org', { zh, en, es }, moved);
