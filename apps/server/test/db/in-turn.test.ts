import { describe, expect, test } from 'vitest';
import { inTurn } from '../../src/db/in-turn';

/** A query as Drizzle builds one: it runs when awaited, and says when it starts and ends. */
function lazyQuery<T>(name: string, value: T, log: string[]): PromiseLike<T> {
  return {
    then(resolve, reject) {
      log.push(`start ${name}`);
      return new Promise<T>((done) => setTimeout(() => done(value), 5))
        .then((result) => {
          log.push(`end ${name}`);
          return result;
        })
        .then(resolve, reject);
    },
  };
}

describe('inTurn', () => {
  test('runs the queries of a transaction one after another and answers like Promise.all', async () => {
    const log: string[] = [];
    const [rows, none, count] = await inTurn([
      lazyQuery('rows', [{ id: 1 }], log),
      [] as { id: number }[],
      lazyQuery('count', 3, log),
    ]);
    expect(rows).toEqual([{ id: 1 }]);
    expect(none).toEqual([]);
    expect(count).toBe(3);
    expect(log).toEqual(['start rows', 'end rows', 'start count', 'end count']);
  });

  test('a failing query rejects and the later ones never start', async () => {
    const log: string[] = [];
    const failing: PromiseLike<never> = {
      then(_resolve, reject) {
        log.push('start failing');
        return Promise.reject(new Error('lock timeout')).then(undefined, reject);
      },
    };
    await expect(inTurn([failing, lazyQuery('after', 1, log)])).rejects.toThrow('lock timeout');
    expect(log).toEqual(['start failing']);
  });
});
