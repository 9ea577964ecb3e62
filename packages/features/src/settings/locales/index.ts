import { moduleTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Every text of the settings module, under `settings`, with the common texts, in zh, en and es. */
export const settingsLocales = moduleTexts('settings', { zh, en, es });
