import { moduleTexts, type MovedTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Keys moved to common: each old key reads the common text until the pages use the new one. */
const moved: MovedTexts = {
  'lists.columns.actions': 'actions',
  'form.actions': 'actions',
  'catalogue.brand.actions': 'actions',
  'catalogue.adjustment.actions': 'actions',
  'catalogue.mainSub.actions': 'actions',
  'buttons.search': 'search',
  'buttons.reset': 'reset',
  'buttons.create': 'create',
  'buttons.edit': 'edit',
  'form.content.edit': 'edit',
  'catalogue.adjustment.editDraft': 'edit',
  'buttons.view': 'view',
  'buttons.delete': 'delete',
  'buttons.restore': 'restore',
  'buttons.save': 'save',
  'buttons.cancel': 'cancel',
  'buttons.confirm': 'confirm',
  'buttons.back': 'back',
  'buttons.close': 'close',
  'buttons.export': 'export',
  'buttons.refresh': 'refresh',
  'buttons.more': 'more',
  'form.moveUp': 'moveUp',
  'catalogue.brand.status': 'status',
  'catalogue.adjustment.status': 'status',
  'common.all': 'all',
  'common.yes': 'yes',
  'common.no': 'no',
  'common.none': 'none',
  'catalogue.adjustment.remark': 'remark',
  'lists.query.keyword': 'keyword',
  'common.loading': 'loading',
  'common.total': 'total',
  'common.selected': 'selected',
  'common.saved': 'saved',
  'form.saved': 'saved',
  'common.done': 'done',
  'form.unsaved': 'unsaved',
  'common.unsavedLeave': 'unsavedLeave',
  'form.discard': 'discard',
};

/** Every text of the goods module, under `goods`, with the common texts, in zh, en and es. */
export const goodsLocales = moduleTexts('goods', { zh, en, es }, moved);
