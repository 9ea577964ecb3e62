import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PropertyTemplateSaveBody = BodyOf<'propertyTemplateSave'>;
export type PropertyTemplateSaveResult = ResultOf<'propertyTemplateSave'>;

/** POST bmc/goodsSetting/propertyTemplate/save.do (JSON): add a template, or edit the version read. */
export const propertyTemplateSave = (kit: HostKit, body: PropertyTemplateSaveBody, options?: HttpOptions) =>
  kit.http.post<PropertyTemplateSaveResult>(calls.propertyTemplateSave.path, body, {
    ...options,
    json: true,
  });
