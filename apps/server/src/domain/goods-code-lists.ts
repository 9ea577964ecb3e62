import type { CodeLabel } from '@rcadmin/contract';
import type { MessageKey, Params } from '../i18n/messages';
import { BUILT_IN_OFFERED, COMMODITY_BASE } from './goods-rules';

// The code lists of the goods form that a tenant keeps on the goods settings page (units, tax
// rates, barcode prefix rules), and the built-in lists a tenant without its own is offered.

type Translate = (key: MessageKey, params?: Params) => string;

/** The built-in units (getCommodityBase's before tenants kept their own): name → label key. */
const BUILT_IN_UNIT_LABELS = new Map<string, MessageKey>(COMMODITY_BASE.units ?? []);
export const BUILT_IN_UNITS = BUILT_IN_OFFERED.units;
export const BUILT_IN_TAX_RATES = BUILT_IN_OFFERED.taxRates;

/** The label key of each barcode prefix type (1 standard, 2 in-store, 3 weighed). */
const PREFIX_TYPE_LABELS = new Map<number, MessageKey>(
  (COMMODITY_BASE.barPrefixTypes ?? []).map(([code, key]) => [Number(code), key]),
);

export interface PrefixRuleValues {
  type: number;
  prefix: string;
  name: string;
  codeLength: number;
}

/** The built-in barcode prefix rules: EAN-13 of the Chinese range, in-store codes and weighed goods. */
export const builtInPrefixRules = (t: Translate): PrefixRuleValues[] => [
  { type: 1, prefix: '69', name: t('barPrefixStandard'), codeLength: 13 },
  { type: 2, prefix: '20', name: t('barPrefixStore'), codeLength: 13 },
  { type: 3, prefix: '27', name: t('barPrefixWeight'), codeLength: 13 },
];

/** A unit as the goods form offers it: a built-in unit in the caller's language, any other as named. */
export const unitOption = (name: string, t: Translate): CodeLabel => {
  const key = BUILT_IN_UNIT_LABELS.get(name);
  return { code: name, label: key ? t(key) : name };
};

/**
 * The barcode prefix types the goods form offers (barPrefixTypes): each type the rules have, in
 * the caller's language, with its prefixes ('Standard barcode (69)').
 */
export const prefixTypeOptions = (rules: readonly PrefixRuleValues[], t: Translate): CodeLabel[] =>
  [...PREFIX_TYPE_LABELS.entries()]
    .map(([type, key]) => {
      const prefixes = rules.filter((rule) => rule.type === type).map((rule) => rule.prefix);
      return prefixes.length === 0
        ? undefined
        : { code: String(type), label: `${t(key)} (${prefixes.join(', ')})` };
    })
    .filter((option): option is CodeLabel => option !== undefined);

/** Tax rates from low to high. */
export const byRate = (a: string, b: string) => Number(a) - Number(b);
