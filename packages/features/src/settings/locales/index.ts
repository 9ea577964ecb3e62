import { moduleTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh, type SettingsTexts } from './zh';

declare module '../../kit/i18n/texts' {
  interface TextSources {
    settings: SettingsTexts;
  }
}

/** Every text of the settings module, under `settings`, with the common texts, in zh, en and es. */
export const settingsLocales = moduleTexts(
  'settings',
  { zh, en, es },
  {
    // Moved to common: the old keys read the common text until the pages use the new ones.
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
  },
);
