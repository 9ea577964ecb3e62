import { describe, expect, test } from 'vitest';
import { featureModules } from './index';

type Texts = { [key: string]: string | Texts };

declare global {
  interface ImportMeta {
    /** Vite's glob import: here the text of every source file, by its path. */
    glob(
      pattern: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

/** Every text of a bundle by its dotted key. */
function leaves(texts: Texts, prefix = '', found = new Map<string, string>()) {
  for (const [key, value] of Object.entries(texts))
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else leaves(value, `${prefix}${key}.`, found);
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the feature modules’ texts', () => {
  test('[I18N-01] zh, en and es have the same keys, none empty, with the same {{values}}', () => {
    for (const module of featureModules) {
      const zh = leaves(module.locales.zh as Texts);
      for (const language of ['en', 'es'] as const) {
        const other = leaves(module.locales[language] as Texts);
        expect([...other.keys()], `${module.id} ${language}`).toEqual([...zh.keys()]);
        for (const [key, text] of other) {
          expect(text.trim(), `${module.id} ${language} ${key}`).not.toBe('');
          expect(placeholders(text), `${module.id} ${language} ${key}`).toEqual(placeholders(zh.get(key)!));
        }
      }
      for (const [key, text] of zh) expect(text.trim(), `${module.id} zh ${key}`).not.toBe('');
    }
  });

  test('[I18N-01] every key a page names exists', () => {
    const english = new Map(featureModules.flatMap((module) => [...leaves(module.locales.en as Texts)]));
    const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const missing: string[] = [];
    let named = 0;
    for (const [file, source] of Object.entries(sources)) {
      const keys = [...source.matchAll(/kit\.t\('([^']+)'/g)].map((match) => match[1] ?? '');
      // A page's own t over one group of texts: kit.t(`org.people.users.${key}`), then t('title').
      const groups = new Set([...source.matchAll(/kit\.t\(`([\w.]+)\.\$\{key\}`/g)].map((match) => match[1]));
      if (groups.size === 1) {
        const [group] = groups;
        for (const match of source.matchAll(/(?<![.\w])t\('([^']+)'/g)) keys.push(`${group}.${match[1]}`);
      }
      named += keys.length;
      // A key with plural forms is named without them (i18next picks key_one or key_other by count).
      const exists = (key: string) => english.has(key) || english.has(`${key}_other`);
      for (const key of keys) if (!exists(key)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
    expect(named).toBeGreaterThan(500);
  });
});
