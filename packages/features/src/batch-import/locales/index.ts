import { moduleTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Every text of the batch-import module, under `batchImport`, with the common texts, in zh, en and es. */
export const batchImportLocales = moduleTexts('batchImport', { zh, en, es });
