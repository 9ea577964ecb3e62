import type * as AntdScope from './antd-scope';

/**
 * Loads something that shows antd components together with antd's scope (its code and its texts
 * in the language on show). It resolves once both are here, so the scoped component renders at
 * once instead of suspending in place of what it replaces: a pop-up's trigger, the search field
 * holding what was typed, the page before. Imports no antd itself: callers stay off the first load.
 */
export async function loadWithAntdScope<T>(load: () => Promise<T>): Promise<[T, typeof AntdScope]> {
  const [loaded, scope] = await Promise.all([load(), import('./antd-scope')]);
  await scope.antdScopeReady();
  return [loaded, scope];
}
