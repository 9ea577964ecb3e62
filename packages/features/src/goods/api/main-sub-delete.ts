import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type MainSubDeleteBody = BodyOf<'mainSubDelete'>;
export type MainSubDeleteResult = ResultOf<'mainSubDelete'>;

/** POST goods/mainsub/delete.do: remove a main SKU's subs. */
export const mainSubDelete = (kit: HostKit, body: MainSubDeleteBody, options?: HttpOptions) =>
  kit.http.post<MainSubDeleteResult>(calls.mainSubDelete.path, body, options);
