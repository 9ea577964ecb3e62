import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type NavMoveBody = BodyOf<'navMove'>;
export type NavMoveResult = ResultOf<'navMove'>;

/** POST pubNav/moveShopNavigation.do: move a shelf under another parent and/or reorder it. */
export const navMove = (kit: HostKit, body: NavMoveBody, options?: HttpOptions) =>
  kit.http.post<NavMoveResult>(calls.navMove.path, body, options);
