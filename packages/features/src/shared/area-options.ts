import { useMemo, useState } from 'react';
import type { AreaInfo } from '@rcadmin/contract';
import type { HostKit } from '../host-kit';
import { call, useLoad } from '../kit';

/** The area calls (GB/T 2260): each module asks its own service. */
export type AreaCall = 'orgAreaInfo' | 'goodsQueryAreaInfo';

/** An option of an area cascader; `children` undefined: not loaded yet (antd's Cascader asks loadData). */
export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

/** The levels loaded: the areas under each parent code ('' for the provinces). */
type Levels = Readonly<Record<string, readonly AreaInfo[]>>;

/** Areas never change while the app is open: each level is asked for once (a failure is asked again). */
const asked = new Map<string, Promise<AreaInfo[]>>();
function areasUnder(kit: HostKit, name: AreaCall, parentCode: string, silent: boolean): Promise<AreaInfo[]> {
  const key = `${name}:${parentCode}`;
  let level = asked.get(key);
  if (!level) {
    level = call(kit, name, parentCode ? { parentCode } : {}, { silent });
    level.catch(() => asked.delete(key));
    asked.set(key, level);
  }
  return level;
}

function optionsOf(levels: Levels, parent: string, depth: number, level = 1): AreaOption[] | undefined {
  return levels[parent]?.map((area) => {
    const leaf = !area.hasChildren || level >= depth;
    const children = leaf ? undefined : optionsOf(levels, area.code, depth, level + 1);
    return {
      value: area.code,
      label: area.name,
      isLeaf: leaf || children?.length === 0,
      ...(children?.length ? { children } : {}),
    };
  });
}

/**
 * The options of an area cascader: the provinces, and the levels down to `path` (a saved value
 * shows with its names); a level opened later loads when `loadData` asks (a failed one stays
 * empty). `failed`: the provinces could not be loaded; `retry` asks again.
 */
export function useAreaOptions(
  kit: HostKit,
  name: AreaCall,
  path: readonly string[],
  options: { depth: number; silent: boolean },
) {
  const { depth, silent } = options;
  const trail = path.slice(0, depth - 1);
  const loaded = useLoad<Levels>(kit, name, { trail }, async () => {
    const levels: Record<string, AreaInfo[]> = { '': await areasUnder(kit, name, '', silent) };
    let parent = '';
    for (const code of trail) {
      const area = levels[parent]?.find((item) => item.code === code);
      if (!area?.hasChildren) break;
      levels[code] = await areasUnder(kit, name, code, silent);
      parent = code;
    }
    return levels;
  });
  /** The levels opened by the user since. */
  const [opened, setOpened] = useState<Levels>({});
  const areaOptions = useMemo(
    () => optionsOf({ ...opened, ...loaded.data }, '', depth) ?? [],
    [opened, loaded.data, depth],
  );
  const loadData = (selected: readonly AreaOption[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    void areasUnder(kit, name, target.value, silent).then(
      (areas) => setOpened((before) => ({ ...before, [target.value]: areas })),
      () => setOpened((before) => ({ ...before, [target.value]: [] })),
    );
  };
  return { options: areaOptions, loadData, failed: loaded.failed, retry: loaded.reload };
}
