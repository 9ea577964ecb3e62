import type { FeatureModule } from './host-kit';
import { goodsModule } from './goods';
import { orgModule } from './organisation';
import { settingsModule } from './settings';
import { batchImportModule } from './batch-import';

export type { FeatureModule, FeatureRoute, FieldError, HostKit, HttpOptions, Language } from './host-kit';
export { CallError, isCallError } from './host-kit';

/**
 * Every native feature module; the shell composes them. The shell imports this entry lazily
 * (never on its first load): each module's pages are lazy chunks of their own.
 */
export const featureModules: readonly FeatureModule[] = [
  goodsModule,
  orgModule,
  settingsModule,
  batchImportModule,
];
