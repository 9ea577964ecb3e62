import { useMemo, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { FeatureModule, HostKit } from '@rcadmin/features';
import { useAppNavigate } from '../hooks/use-app-navigate';
import i18n, { LANGUAGES } from '../i18n';
import { appState } from '../stores/app';
import { createHostKit } from './host-kit';

/**
 * The feature modules (packages/features), loaded with the first feature page: none of it is on
 * the first load. Their texts join the shell's in every language once here (deep merge: a
 * language the shell loads later keeps them).
 */
let modules: Promise<readonly FeatureModule[]> | null = null;

export function loadFeatureModules(): Promise<readonly FeatureModule[]> {
  if (!modules) {
    modules = import('@rcadmin/features').then(({ featureModules }) => {
      for (const module of featureModules)
        for (const language of LANGUAGES)
          i18n.addResourceBundle(language, 'translation', module.locales[language], true, false);
      return featureModules;
    });
    modules.catch(() => {
      modules = null;
    });
  }
  return modules;
}

/** The feature page of a route path, or null when no module brings one. */
export async function loadFeaturePage(path: string): Promise<ComponentType<{ kit: HostKit }> | null> {
  const found = (await loadFeatureModules())
    .flatMap((module) => module.routes)
    .find((route) => route.path === path);
  if (!found) return null;
  return (await found.component()).default;
}

/** A feature page with its kit: the page's own navigation, tab path and the shell's services. */
export function withHostKit(Page: ComponentType<{ kit: HostKit }>): ComponentType {
  function FeaturePage() {
    const navigate = useAppNavigate();
    // Kept pages read their own location: the path the page opened at is its tab's path.
    const { pathname } = useLocation();
    const pagePath = useRef(pathname);
    // A new kit with every language: the page renders its texts again in the new one.
    const { language } = useSnapshot(appState);
    const kit = useMemo(
      () => ({ ...createHostKit({ navigate, pagePath: () => pagePath.current }), language: () => language }),
      [navigate, language],
    );
    return <Page kit={kit} />;
  }
  FeaturePage.displayName = `Feature(${Page.displayName ?? Page.name})`;
  return FeaturePage;
}
