import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PropertyTemplateListResult = ResultOf<'propertyTemplateList'>;

/** GET bmc/goodsSetting/propertyTemplate/list.do: the property templates the form offers (goods settings). */
export const propertyTemplateList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<PropertyTemplateListResult>(calls.propertyTemplateList.path, undefined, options);
