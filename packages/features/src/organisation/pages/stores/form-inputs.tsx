import { DatePicker, InputNumber, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { HostKit } from '../../../host-kit';
import { useCall } from '../../../kit';
import { SearchSelect, useSearchText } from '../../shared/search-select';
import { TIME } from './store-form-model';

/**
 * Inputs of the store form whose value is the wire's text ('HH:mm', 'YYYY-MM-DD', '12.50', '10',
 * '0'/'1'), so the antd form holds exactly what saveDept.do takes.
 */

interface TextInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  status?: '' | 'error' | 'warning';
  placeholder?: string;
}

/** What every input here passes on to its antd control: its id, state and placeholder, at full width. */
const passed = ({ id, disabled, status, placeholder }: TextInputProps) => ({
  id,
  disabled,
  status: status || undefined,
  placeholder,
  style: { width: '100%' },
});

/** 'HH:mm' → a dayjs of today at that time (null when empty or malformed). */
export const timeOf = (text: string | undefined): Dayjs | null =>
  text && TIME.test(text)
    ? dayjs()
        .hour(Number(text.slice(0, 2)))
        .minute(Number(text.slice(3)))
        .second(0)
        .millisecond(0)
    : null;

/** A dayjs → 'HH:mm' ('' for none). */
export const textOfTime = (time: Dayjs | null | undefined): string => (time ? time.format('HH:mm') : '');

/** A time of day, 'HH:mm'. */
export function TimeText(props: TextInputProps) {
  return (
    <TimePicker
      {...passed(props)}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      value={timeOf(props.value)}
      onChange={(time) => props.onChange?.(textOfTime(time))}
    />
  );
}

/** A date, 'YYYY-MM-DD'. */
export function DateText(props: TextInputProps) {
  const value = props.value && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(props.value) ? dayjs(props.value) : null;
  return (
    <DatePicker
      {...passed(props)}
      format="YYYY-MM-DD"
      value={value?.isValid() ? value : null}
      onChange={(date) => props.onChange?.(date ? date.format('YYYY-MM-DD') : '')}
    />
  );
}

/** A whole number within a range, as digits ('' when empty). */
export function DigitsInput(props: TextInputProps & { min: number; max: number; suffix?: string }) {
  const number = props.value === undefined || props.value === '' ? null : Number(props.value);
  return (
    <InputNumber<number>
      {...passed(props)}
      min={props.min}
      max={props.max}
      precision={0}
      value={number !== null && Number.isFinite(number) ? number : null}
      suffix={props.suffix}
      onChange={(next) => props.onChange?.(next === null ? '' : String(next))}
    />
  );
}

/** Money ≥ 0 with 2 decimals, as text ('12.50'). */
export function MoneyInput(props: TextInputProps) {
  return (
    <InputNumber<string>
      {...passed(props)}
      stringMode
      min="0"
      max="9999999999.99"
      step="0.01"
      precision={2}
      value={props.value === '' ? null : props.value}
      placeholder="0.00"
      onChange={(next) => props.onChange?.(next === null ? '' : String(next))}
    />
  );
}

/** A yes/no flag as '0'/'1'. */
export function FlagSwitch(props: TextInputProps) {
  return (
    <Switch
      id={props.id}
      checked={props.value === '1'}
      disabled={props.disabled}
      onChange={(checked) => props.onChange?.(checked ? '1' : '0')}
    />
  );
}

/**
 * The franchisee of a franchise or joint-operation store: active franchisees of that type
 * (franchiseePageList.do), searchable by code or name. Its value is the franchisee id ('' none).
 */
export function FranchiseeSelect({
  kit,
  franchiseeType,
  ...props
}: TextInputProps & { kit: HostKit; franchiseeType: string }) {
  const type = franchiseeType === '2' || franchiseeType === '3' ? (franchiseeType as '2' | '3') : null;
  const search = useSearchText();
  const query = { pageNo: 1, pageSize: 100 as const, franchiseeType: type ?? '2' };
  const found = useCall(
    kit,
    'franchiseePageList',
    search.settled ? { ...query, keyword: search.settled } : query,
    { silent: true, enabled: type !== null },
  );
  return (
    <SearchSelect
      {...props}
      kit={kit}
      search={search}
      found={type ? found : null}
      optionOf={(item) => ({ value: item.id, label: `${item.name} (${item.code})` })}
    />
  );
}
