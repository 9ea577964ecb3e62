import { proxy } from 'valtio';

/** The spec's default theme colour (SHELL-15). */
export const DEFAULT_THEME_COLOR = '#1890ff';

/** The theme picker's 8 presets (SHELL-15), the default first. */
export const THEME_PRESETS = [
  '#1890ff',
  '#304156',
  '#11a983',
  '#13c2c2',
  '#6959cd',
  '#f5222d',
  '#fa8c16',
  '#eb2f96',
] as const;

/**
 * Platforms sold under a partner's brand get their colour and logo (spec §6, SHELL-15) unless the
 * user picked a colour of their own.
 */
export const PLATFORM_BRANDS: Readonly<Record<string, { themeColor: string; logoText: string }>> = {
  '6': { themeColor: '#11a983', logoText: 'RC' },
  '153053': { themeColor: '#fa8c16', logoText: 'SC' },
  '153070': { themeColor: '#6959cd', logoText: 'SC' },
  '153096': { themeColor: '#13c2c2', logoText: 'SC' },
};

export interface SettingsState {
  /** The user's own colour; null follows the platform's brand or the default. */
  themeColor: string | null;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export type Toggle = Exclude<keyof SettingsState, 'themeColor'>;

/** Layout preferences live in local storage, per browser, like the language and size cookies. */
export const SETTINGS_STORAGE_KEY = 'layoutSettings';

const DEFAULTS: SettingsState = {
  themeColor: null,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
};

const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** What local storage holds, field by field: anything malformed falls back to its default. */
export function readStoredSettings(raw: string | null): SettingsState {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A value another version wrote: start from the defaults.
  }
  const flag = (key: Toggle) => (typeof stored[key] === 'boolean' ? stored[key] : DEFAULTS[key]);
  return {
    themeColor: isHexColor(stored.themeColor) ? stored.themeColor : null,
    showSettings: flag('showSettings'),
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
  };
}

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export const settings = proxy<SettingsState>(
  readStoredSettings(storage()?.getItem(SETTINGS_STORAGE_KEY) ?? null),
);

function persist(): void {
  storage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
}

/** The colour in force: the user's pick, else the platform's brand, else the default. */
export function themeColorFor(state: Pick<SettingsState, 'themeColor'>, platformNum: string): string {
  return state.themeColor ?? PLATFORM_BRANDS[platformNum]?.themeColor ?? DEFAULT_THEME_COLOR;
}

export function setThemeColor(color: string): void {
  if (!isHexColor(color)) return;
  settings.themeColor = color;
  persist();
}

export function setSetting(key: Toggle, value: boolean): void {
  settings[key] = value;
  persist();
}
