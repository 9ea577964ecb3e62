import type { FeatureModule } from './host-kit';

export type { FeatureModule, FeatureRoute, HostKit } from './host-kit';
/** Every native feature module; the shell composes them (filled as features land). */
export const featureModules: readonly FeatureModule[] = [];
