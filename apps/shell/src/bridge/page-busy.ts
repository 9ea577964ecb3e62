import { proxy } from 'valtio';

/** The tabs whose embedded page said it is busy (setLoading), by path: the tab strip shows it. */
export const busyTabs = proxy<{ paths: string[] }>({ paths: [] });

export function setTabBusy(path: string, busy: boolean): void {
  const others = busyTabs.paths.filter((candidate) => candidate !== path);
  busyTabs.paths = busy ? [...others, path] : others;
}
