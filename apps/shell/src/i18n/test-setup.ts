import { i18nReady, LANGUAGES, loadLanguage } from '.';
import { antdLocale } from '../components/antd-locale';

// Unit tests read any language's texts at once (i18n.t(key, { lng })): all three are loaded first,
// antd's own texts too (the app loads them with antd's code). Nothing here imports a store, so a
// test's vi.mock of an api module still reaches the stores it imports.
await Promise.all([i18nReady, ...LANGUAGES.map(loadLanguage), ...LANGUAGES.map(antdLocale)]);
