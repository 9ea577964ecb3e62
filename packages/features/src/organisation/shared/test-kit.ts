import { testKitWith, type Handler } from '../../shared/test-kit';
import { orgLocales } from '../locales';

/** A kit for the organisation's component tests (src/shared/test-kit.ts), with its texts. */
export const testKit = (routes: Record<string, Handler>) => testKitWith(orgLocales, routes);
