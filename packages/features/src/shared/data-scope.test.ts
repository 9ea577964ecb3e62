import { calls } from '@rcadmin/contract/wire';
import { describe, expect, it } from 'vitest';
import { dataScope } from './data-scope';
import { testKitWith } from './test-kit';

describe('dataScope', () => {
  it('[SEC-3] asks the server once per user and current store, and again after a failure', async () => {
    let answers = 0;
    let fail = true;
    const kit = testKitWith(
      { en: {} },
      {
        [calls.dataScope.path]: () => {
          answers += 1;
          if (fail) throw Object.assign(new Error('down'), { code: '5003', msg: 'down' });
          return { storeCodes: ['S006', 'S007'], allStores: false };
        },
      },
    );
    await expect(dataScope(kit)).rejects.toThrow('down');
    fail = false;
    expect(await dataScope(kit)).toEqual({ storeCodes: ['S006', 'S007'], allStores: false });
    await dataScope(kit);
    expect(answers).toBe(2);
    // Another current store is asked anew: a store switch may change the scope.
    const switched = Object.assign(kit, {
      session: () => ({ tenantName: 'Demo', platformNum: '100001', userId: '1', storeCode: 'S007' }),
    });
    await dataScope(switched);
    expect(answers).toBe(3);
  });
});
