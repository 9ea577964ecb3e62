import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type NavSaveBody = BodyOf<'navSave'>;
export type NavSaveResult = ResultOf<'navSave'>;

/** POST pubNav/saveShopNavigation.do: add a shelf, or rename one / change its icon. */
export const navSave = (kit: HostKit, body: NavSaveBody, options?: HttpOptions) =>
  kit.http.post<NavSaveResult>(calls.navSave.path, body, options);
