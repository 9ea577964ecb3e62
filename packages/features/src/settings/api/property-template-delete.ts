import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PropertyTemplateDeleteBody = BodyOf<'propertyTemplateDelete'>;
export type PropertyTemplateDeleteResult = ResultOf<'propertyTemplateDelete'>;

/** POST bmc/goodsSetting/propertyTemplate/delete.do: delete a property template. */
export const propertyTemplateDelete = (
  kit: HostKit,
  body: PropertyTemplateDeleteBody,
  options?: HttpOptions,
) => kit.http.post<PropertyTemplateDeleteResult>(calls.propertyTemplateDelete.path, body, options);
