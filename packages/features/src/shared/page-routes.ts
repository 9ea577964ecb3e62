import {
  PAGES,
  modulePages,
  type ModulePageName,
  type PageModule,
  type PageName,
} from '@rcadmin/contract/wire';
import type { FeatureRoute } from '../host-kit';

/** The code of each page of a module, by the page's name in the contract's page manifest. */
export type PageComponents<M extends PageModule> = Record<ModulePageName<M>, FeatureRoute['component']>;

/**
 * A module's routes: each page the manifest gives it (path, title, kept or not) with the code that
 * shows it. The components name every page of the module and no other, or the module does not
 * compile.
 */
export function pageRoutes<M extends PageModule>(module: M, components: PageComponents<M>): FeatureRoute[] {
  const code: Partial<Record<string, FeatureRoute['component']>> = components;
  return modulePages(module).map((page) => {
    const component = code[page.name];
    if (!component) throw new Error(`The ${module} module has no code for its page ${page.name}`);
    return {
      name: page.name,
      path: page.path,
      titleKey: page.titleKey,
      ...(page.noCache ? { noCache: true } : {}),
      component,
    };
  });
}

/**
 * The paths of a few pages by the role each plays for a feature, from the manifest's page names:
 * `pagePaths({ list: 'priceAdjustment', form: 'addAdjustment' }).form` is addAdjustment's path.
 */
export const pagePaths = <R extends Record<string, PageName>>(
  names: R,
): { readonly [K in keyof R]: string } =>
  Object.fromEntries(Object.entries(names).map(([role, name]) => [role, PAGES[name].path])) as {
    [K in keyof R]: string;
  };
