import { englishTextOf, testKitWith, type Handler } from '../../../shared/test-kit';
import { orgLocales } from '../../locales';

/** The English text of an organisation key with its {{values}}, as the shell's i18next renders it. */
export const englishText = englishTextOf(orgLocales);

/** A kit for the organisation's component tests (shared/test-kit.ts), with its texts. */
export const testKit = (routes: Record<string, Handler>) => testKitWith(orgLocales, routes);
