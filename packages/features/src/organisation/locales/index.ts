import { moduleTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Every text of the organisation module, under `org`, with the common texts, in zh, en and es. */
export const orgLocales = moduleTexts('org', { zh, en, es });
