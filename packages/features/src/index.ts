import type { FeatureModule } from './host-kit';
import { goodsModule } from './goods';
import { orgModule } from './organisation';
import { settingsModule } from './settings';
import { batchImportModule } from './batch-import';
import type { GoodsTexts } from './goods/locales/zh';
import type { OrgTexts } from './organisation/locales/zh';
import type { SettingsTexts } from './settings/locales/zh';
import type { BatchImportTexts } from './batch-import/locales/zh';

export type { FeatureModule, FeatureRoute, FieldError, HostKit, HttpOptions, Language } from './host-kit';
export { CallError, isCallError } from './host-kit';

/** Each module's zh texts, by their root: the typed t of the kit (kit/i18n) checks keys against them. */
declare module './kit/i18n/texts' {
  interface TextSources {
    goods: GoodsTexts;
    org: OrgTexts;
    settings: SettingsTexts;
    batchImport: BatchImportTexts;
  }
}

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
