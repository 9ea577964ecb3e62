import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FenceSaveBody = BodyOf<'fenceSave'>;
export type FenceSaveResult = ResultOf<'fenceSave'>;

/** POST bmc/fence/save.do (JSON): replaces a store's fence with these areas, naming the version read; a bad area is refused (4220) with fieldErrors naming it (geojson.features.N...) (ORG-12). */
export const fenceSave = (kit: HostKit, body: FenceSaveBody, options?: HttpOptions) =>
  kit.http.post<FenceSaveResult>(calls.fenceSave.path, body, { ...options, json: true });
