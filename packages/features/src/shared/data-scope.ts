import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { useEffect, useState } from 'react';
import type { HostKit } from '../host-kit';

/** The stores whose records the session reaches (queryDataScope.do): all, or these codes. */
export type DataScope = ResultOf<'dataScope'>;

/** One question per user and current store: a store switch may change the answer. */
const asked = new Map<string, Promise<DataScope>>();

/** GET bmc/user/queryDataScope.do, asked once per user and current store. */
export function dataScope(kit: HostKit): Promise<DataScope> {
  const { userId, storeCode } = kit.session();
  const key = `${userId}\n${storeCode ?? ''}`;
  let answer = asked.get(key);
  if (!answer) {
    answer = kit.http.get<DataScope>(calls.dataScope.path, undefined, { silent: true });
    // A failed question is asked again next time.
    answer.catch(() => asked.delete(key));
    asked.set(key, answer);
  }
  return answer;
}

/**
 * The session's scope for a page: undefined until known. Pages offer what only a tenant-wide user
 * may do (a new store, an order for every store) when `allStores` is true; the server refuses it
 * to others all the same.
 */
export function useDataScope(kit: HostKit): DataScope | undefined {
  const [scope, setScope] = useState<DataScope>();
  useEffect(() => {
    let live = true;
    dataScope(kit).then(
      (answer) => live && setScope(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kit]);
  return scope;
}
