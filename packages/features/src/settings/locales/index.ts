import { moduleTexts, type MovedTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Keys moved to common: each old key reads the common text until the pages use the new one. */
const moved: MovedTexts = {
  'sysParams.actions': 'actions',
  'embeddedApps.actions': 'actions',
  'operationLog.search': 'search',
  'operationLog.reset': 'reset',
  'storeNav.edit': 'edit',
  'embeddedApps.edit': 'edit',
  'storeNav.delete': 'delete',
  'embeddedApps.delete': 'delete',
  'sysParams.save': 'save',
  'storeNav.save': 'save',
  'embeddedApps.save': 'save',
  'sysParams.cancel': 'cancel',
  'storeNav.cancel': 'cancel',
  'embeddedApps.cancel': 'cancel',
  'sysParams.close': 'close',
  'operationLog.export': 'export',
  'sysParams.retry': 'retry',
  'storeNav.retry': 'retry',
  'embeddedApps.retry': 'retry',
  'operationLog.retry': 'retry',
  'storeNav.moveUp': 'moveUp',
  'sysParams.at': 'time',
  'operationLog.at': 'time',
};

/** Every text of the settings module, under `settings`, with the common texts, in zh, en and es. */
export const settingsLocales = moduleTexts('settings', { zh, en, es }, moved);
