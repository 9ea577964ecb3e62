import { i18nReady, LANGUAGES, loadLanguage } from '.';

// Unit tests read any language's texts at once (i18n.t(key, { lng })): all three are loaded first.
await Promise.all([i18nReady, ...LANGUAGES.map(loadLanguage)]);
