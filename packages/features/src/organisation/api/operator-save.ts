import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type OperatorSaveBody = BodyOf<'operatorSave'>;
export type OperatorSaveResult = ResultOf<'operatorSave'>;

/** POST bmc/operator/save.do (form): create or update an operator naming the version read (ORG-11). */
export const operatorSave = (kit: HostKit, body: OperatorSaveBody, options?: HttpOptions) =>
  kit.http.post<OperatorSaveResult>(calls.operatorSave.path, body, options);
