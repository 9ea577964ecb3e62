import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type MainSubSaveBody = BodyOf<'mainSubSave'>;
export type MainSubSaveResult = ResultOf<'mainSubSave'>;

/** POST goods/mainsub/save.do (JSON): replace a main SKU's subs. */
export const mainSubSave = (kit: HostKit, body: MainSubSaveBody, options?: HttpOptions) =>
  kit.http.post<MainSubSaveResult>(calls.mainSubSave.path, body, { ...options, json: true });
