import { useEffect, useReducer } from 'react';
import i18n from '../i18n';

/**
 * Titles of feature pages are the feature modules' own texts (org.routes.*), which come with the
 * modules, not with the first load. A tab restored after a reload may name such a page before any
 * feature page has opened: then the modules' texts load, and the component shows them once there.
 * Answers whether a key can be shown yet.
 */
export function useFeatureTexts(keys: readonly string[]): (key: string) => boolean {
  const [, textsLoaded] = useReducer((count: number) => count + 1, 0);
  const missing = keys.some((key) => !i18n.exists(key));
  useEffect(() => {
    if (!missing) return;
    let live = true;
    import('./feature-page')
      .then((features) => features.loadFeatureModules())
      .then(
        () => live && textsLoaded(),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [missing]);
  return (key) => i18n.exists(key);
}
