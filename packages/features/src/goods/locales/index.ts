import { moduleTexts } from '../../kit/i18n/texts';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Every text of the goods module, under `goods`, with the common texts, in zh, en and es. */
export const goodsLocales = moduleTexts('goods', { zh, en, es });
