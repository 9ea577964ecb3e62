import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type NavDeleteBody = BodyOf<'navDelete'>;
export type NavDeleteResult = ResultOf<'navDelete'>;

/** POST pubNav/delShopNavigation.do: delete a shelf and those under it (refused while SKUs are listed). */
export const navDelete = (kit: HostKit, body: NavDeleteBody, options?: HttpOptions) =>
  kit.http.post<NavDeleteResult>(calls.navDelete.path, body, options);
