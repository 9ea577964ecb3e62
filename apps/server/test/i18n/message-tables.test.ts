import { describe, expect, it } from 'vitest';
import { MESSAGE_TABLES, messages } from '../../src/i18n/messages';

describe('server message tables', () => {
  it('[I18N-01] name each key once: a key of two tables would give one of them the other’s text', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [table, entries] of Object.entries(MESSAGE_TABLES)) {
      for (const key of Object.keys(entries)) {
        const first = seen.get(key);
        if (first) twice.push(`${key}: ${first} and ${table}`);
        else seen.set(key, table);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(messages)).toHaveLength(seen.size);
  });
});
