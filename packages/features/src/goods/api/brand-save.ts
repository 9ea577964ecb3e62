import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BrandSaveBody = BodyOf<'brandSave'>;
export type BrandSaveResult = ResultOf<'brandSave'>;

/** POST brand/saveBrand.do: create or edit a brand. */
export const brandSave = (kit: HostKit, body: BrandSaveBody, options?: HttpOptions) =>
  kit.http.post<BrandSaveResult>(calls.brandSave.path, body, options);
