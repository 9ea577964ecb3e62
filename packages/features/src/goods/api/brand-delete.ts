import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BrandDeleteBody = BodyOf<'brandDelete'>;
export type BrandDeleteResult = ResultOf<'brandDelete'>;

/** POST brand/delBrand.do: delete a brand (refused while SKUs use it). */
export const brandDelete = (kit: HostKit, body: BrandDeleteBody, options?: HttpOptions) =>
  kit.http.post<BrandDeleteResult>(calls.brandDelete.path, body, options);
