import type { AreaInfo } from '@rcadmin/contract';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import type { HostKit } from '../../host-kit';
import { call } from '../../kit';

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

/** Areas never change while the app is open: each level is asked for once (a failure is asked again). */
const levels = new Map<string, Promise<AreaInfo[]>>();
function areasUnder(kit: HostKit, parentCode: string): Promise<AreaInfo[]> {
  let level = levels.get(parentCode);
  if (!level) {
    level = call(kit, 'orgAreaInfo', parentCode ? { parentCode } : {}, { silent: true });
    level.catch(() => levels.delete(parentCode));
    levels.set(parentCode, level);
  }
  return level;
}

const toOption = (area: AreaInfo, depth: number, maxDepth: number): AreaOption => ({
  value: area.code,
  label: area.name,
  isLeaf: !area.hasChildren || depth >= maxDepth,
});

/** The codes of a value, without empty tail entries ('' city of a province-only value). */
const codesOf = (value: readonly (string | null | undefined)[] | undefined): string[] => {
  const codes: string[] = [];
  for (const code of value ?? []) {
    if (!code) break;
    codes.push(code);
  }
  return codes;
};

export interface AreaCascaderProps {
  kit: HostKit;
  /** [province, city, district] GB/T 2260 codes; shorter when only a province (or city) is chosen. */
  value?: readonly (string | null | undefined)[];
  /** The chosen codes and their names ([] when cleared). */
  onChange?: (codes: string[], names: string[]) => void;
  /** How many levels to offer: 3 (province, city, district; the default) or 2 (province, city). */
  depth?: 1 | 2 | 3;
  /** Allow choosing a province or a city without going further (filters); forms leave it off. */
  changeOnSelect?: boolean;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: React.CSSProperties;
  status?: 'error' | 'warning';
}

/**
 * The province/city/district picker of the organisation forms and filters: an antd Cascader whose
 * provinces come from queryAreaInfo.do and whose cities and districts load when their parent is
 * opened. A saved value shows its names: the levels down to it are loaded on mount. Works as an antd
 * Form.Item child (value/onChange). Its value is a code array, e.g. ['330000', '330100', '330106'].
 */
export function AreaCascader(props: AreaCascaderProps) {
  const { kit, depth = 3 } = props;
  const codes = codesOf(props.value);
  const key = codes.join(',');
  const [options, setOptions] = useState<AreaOption[]>([]);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  // Provinces, and the levels down to the value, so a saved value shows with names.
  useEffect(() => {
    let live = true;
    const build = async () => {
      const provinces = (await areasUnder(kit, '')).map((area) => toOption(area, 1, depth));
      let level = provinces;
      const path = key ? key.split(',') : [];
      for (let index = 0; index < path.length && index < depth - 1; index += 1) {
        const parent = level.find((option) => option.value === path[index]);
        if (!parent || parent.isLeaf) break;
        parent.children = (await areasUnder(kit, parent.value)).map((area) =>
          toOption(area, index + 2, depth),
        );
        level = parent.children;
      }
      if (live) {
        setOptions(provinces);
        setFailed(false);
      }
    };
    build().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [kit, key, depth, round]);

  const loadData = async (selected: AreaOption[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    try {
      const children = await areasUnder(kit, target.value);
      target.children = children.map((area) => toOption(area, selected.length + 1, depth));
      if (!children.length) target.isLeaf = true;
    } catch {
      target.isLeaf = true;
    }
    setOptions((current) => [...current]);
  };

  return (
    <Cascader
      id={props.id}
      style={props.style}
      options={options}
      loadData={(selected) => void loadData(selected as AreaOption[])}
      value={codes}
      disabled={props.disabled}
      placeholder={props.placeholder}
      allowClear={props.allowClear ?? true}
      changeOnSelect={props.changeOnSelect}
      status={props.status ?? (failed ? 'warning' : undefined)}
      onOpenChange={(open) => {
        if (open && failed) setRound((value) => value + 1);
      }}
      showSearch={false}
      onChange={(path, chosen) => {
        const list = (path ?? []).map(String);
        const names = ((chosen ?? []) as AreaOption[]).map((option) => option?.label ?? '');
        props.onChange?.(list, names);
      }}
    />
  );
}
