import type { HostKit, Language } from '../../host-kit';
import { en } from './en';
import { es } from './es';
import { zh, type CommonTexts } from './zh';

/**
 * The zh source of every root of the texts: `common` here, and each module's root, which the
 * features index (src/index.ts) adds (declaration merging, as i18next's CustomTypeOptions): the
 * kit imports no module, and `t` still knows every key.
 */
export interface TextSources {
  common: CommonTexts;
}

/** The dotted keys of the texts in T. */
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** The dotted keys of the groups of texts in T. */
type GroupKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${GroupKeys<T[K]>}`;
}[keyof T & string];

/** Every text's key: `common.cancel`, `goods.lists.batch.price`. */
export type TextKey = LeafKeys<TextSources>;
/** Every group of texts a page may take its keys from: `common`, `org.people.users`. */
export type TextScope = GroupKeys<TextSources>;
/** The keys in a group, without the group: `cancel` in `common`. */
export type KeyIn<S extends TextScope> = TextKey extends infer K
  ? K extends `${S}.${infer Rest}`
    ? Rest
    : never
  : never;

/** A text by its key, with the values of its {{placeholders}}. */
export type Translate<K extends string> = (key: K, values?: Record<string, unknown>) => string;

/**
 * The typed `t` of a page: the kit's `t`, its keys checked by tsc against the zh texts. With a
 * scope, the keys are those of that group:
 * `const t = textsOf(kit, 'settings.goodsSettings'); const common = textsOf(kit, 'common');`
 * `t('units.name')`, `common('cancel')`.
 */
export function textsOf(kit: Pick<HostKit, 't'>): Translate<TextKey>;
export function textsOf<S extends TextScope>(kit: Pick<HostKit, 't'>, scope: S): Translate<KeyIn<S>>;
export function textsOf(kit: Pick<HostKit, 't'>, scope?: string): Translate<string> {
  return scope ? (key, values) => kit.t(`${scope}.${key}`, values) : (key, values) => kit.t(key, values);
}

/** The common texts in each language. */
export const commonTexts: Record<Language, CommonTexts> = { zh, en, es };

/** What a module registers (its FeatureModule.locales): the common texts and its own root. */
export type ModuleTexts<R extends string, T> = Record<Language, { common: CommonTexts } & Record<R, T>>;

/** A module's texts as the shell registers them, in every language: the common texts and the module's own under its root. */
export function moduleTexts<R extends string, T extends object>(
  root: R,
  texts: Record<Language, T>,
): ModuleTexts<R, T> {
  const build = (language: Language) =>
    ({ common: commonTexts[language], [root]: texts[language] }) as { common: CommonTexts } & Record<R, T>;
  return { zh: build('zh'), en: build('en'), es: build('es') };
}
