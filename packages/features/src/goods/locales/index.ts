import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/** Every text of the goods module, under the `goods` key, in zh, en and es. */
export const goodsLocales = { zh, en, es };
