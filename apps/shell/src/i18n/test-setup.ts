import { configure } from '@testing-library/react';
import { i18nReady, LANGUAGES, loadLanguage } from '.';
import { antdLocale } from '../components/antd-locale';

// Unit tests read any language's texts at once (i18n.t(key, { lng })): all three are loaded first,
// antd's own texts too (the app loads them with antd's code). Nothing here imports a store, so a
// test's vi.mock of an api module still reaches the stores it imports.
await Promise.all([i18nReady, ...LANGUAGES.map(loadLanguage), ...LANGUAGES.map(antdLocale)]);

// What a test waits for to appear may take seconds on a loaded machine (CI runs the suites side by
// side with others on two cores): findBy and waitFor give it 10 s, inside the 20 s a test has.
configure({ asyncUtilTimeout: 10_000 });
