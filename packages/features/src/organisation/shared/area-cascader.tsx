import { Cascader } from 'antd';
import type { HostKit } from '../../host-kit';
import { useAreaOptions, type AreaOption } from '../../shared/area-options';

/** The codes of a value, without empty tail entries ('' city of a province-only value). */
const codesOf = (value: readonly (string | null | undefined)[] | undefined): string[] => {
  const codes: string[] = [];
  for (const code of value ?? []) {
    if (!code) break;
    codes.push(code);
  }
  return codes;
};

/** What the organisation's pickers (area, store) take alike, as form controls and filters. */
export interface PickerProps {
  kit: HostKit;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: React.CSSProperties;
}

export interface AreaCascaderProps extends PickerProps {
  /** [province, city, district] GB/T 2260 codes; shorter when only a province (or city) is chosen. */
  value?: readonly (string | null | undefined)[];
  /** The chosen codes ([] when cleared). */
  onChange?: (codes: string[]) => void;
  /** How many levels to offer: 3 (province, city, district; the default) or 2 (province, city). */
  depth?: 1 | 2 | 3;
  /** Allow choosing a province or a city without going further (filters); forms leave it off. */
  changeOnSelect?: boolean;
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
  const areas = useAreaOptions(kit, 'orgAreaInfo', codes, { depth, silent: true });

  return (
    <Cascader
      id={props.id}
      style={props.style}
      options={areas.options}
      loadData={(selected) => areas.loadData(selected as AreaOption[])}
      value={codes}
      disabled={props.disabled}
      placeholder={props.placeholder}
      allowClear={props.allowClear ?? true}
      changeOnSelect={props.changeOnSelect}
      status={areas.failed ? 'warning' : undefined}
      onOpenChange={(open) => {
        if (open && areas.failed) areas.retry();
      }}
      showSearch={false}
      onChange={(path) => props.onChange?.((path ?? []).map(String))}
    />
  );
}
