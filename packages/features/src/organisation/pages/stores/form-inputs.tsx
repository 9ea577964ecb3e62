import type { Franchisee } from '@rcadmin/contract';
import { DatePicker, InputNumber, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import type { HostKit } from '../../../host-kit';
import { call } from '../../../kit';

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

/** 'HH:mm' → a dayjs of today at that time (null when empty or malformed). */
export function timeOf(text: string | undefined): Dayjs | null {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(text ?? '');
  if (!match) return null;
  return dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0);
}

/** A dayjs → 'HH:mm' ('' for none). */
export const textOfTime = (time: Dayjs | null | undefined): string => (time ? time.format('HH:mm') : '');

/** A time of day, 'HH:mm'. */
export function TimeText(props: TextInputProps) {
  return (
    <TimePicker
      id={props.id}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      value={timeOf(props.value)}
      disabled={props.disabled}
      status={props.status || undefined}
      placeholder={props.placeholder}
      onChange={(time) => props.onChange?.(textOfTime(time))}
      style={{ width: '100%' }}
    />
  );
}

/** A date, 'YYYY-MM-DD'. */
export function DateText(props: TextInputProps) {
  const value = props.value && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(props.value) ? dayjs(props.value) : null;
  return (
    <DatePicker
      id={props.id}
      format="YYYY-MM-DD"
      value={value?.isValid() ? value : null}
      disabled={props.disabled}
      status={props.status || undefined}
      placeholder={props.placeholder}
      onChange={(date) => props.onChange?.(date ? date.format('YYYY-MM-DD') : '')}
      style={{ width: '100%' }}
    />
  );
}

/** A whole number within a range, as digits ('' when empty). */
export function DigitsInput(props: TextInputProps & { min: number; max: number; suffix?: string }) {
  const number = props.value === undefined || props.value === '' ? null : Number(props.value);
  return (
    <InputNumber<number>
      id={props.id}
      min={props.min}
      max={props.max}
      precision={0}
      value={number !== null && Number.isFinite(number) ? number : null}
      disabled={props.disabled}
      status={props.status || undefined}
      placeholder={props.placeholder}
      suffix={props.suffix}
      onChange={(next) => props.onChange?.(next === null || next === undefined ? '' : String(next))}
      style={{ width: '100%' }}
    />
  );
}

/** Money ≥ 0 with 2 decimals, as text ('12.50'). */
export function MoneyInput(props: TextInputProps) {
  return (
    <InputNumber<string>
      id={props.id}
      stringMode
      min="0"
      max="9999999999.99"
      step="0.01"
      precision={2}
      value={props.value === '' ? null : props.value}
      disabled={props.disabled}
      status={props.status || undefined}
      placeholder="0.00"
      onChange={(next) => props.onChange?.(next === null || next === undefined ? '' : String(next))}
      style={{ width: '100%' }}
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
export function FranchiseeSelect(props: TextInputProps & { kit: HostKit; franchiseeType: string }) {
  const { kit, franchiseeType } = props;
  const franchise = franchiseeType === '2' || franchiseeType === '3';
  const [keyword, setKeyword] = useState('');
  const request = `${franchiseeType}:${keyword}`;
  const [answer, setAnswer] = useState<{ request: string; list: Franchisee[] }>({ request: '', list: [] });
  /** Every franchisee seen, so a chosen one keeps its name after a narrower search. */
  const [known, setKnown] = useState<ReadonlyMap<string, Franchisee>>(new Map());
  useEffect(() => {
    if (franchiseeType !== '2' && franchiseeType !== '3') return;
    let live = true;
    const timer = setTimeout(
      () => {
        call(
          kit,
          'franchiseePageList',
          { pageNo: 1, pageSize: 100, franchiseeType, ...(keyword ? { keyword } : {}) },
          { silent: true },
        )
          .then((page) => {
            if (!live) return;
            setKnown((before) => new Map([...before, ...page.list.map((item) => [item.id, item] as const)]));
            setAnswer({ request, list: page.list });
          })
          .catch(() => live && setAnswer({ request, list: [] }));
      },
      keyword ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The kit changes with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [franchiseeType, keyword]);
  const options = useMemo(() => {
    const shown = (franchise ? answer.list : []).map((item) => ({
      value: item.id,
      label: `${item.name} (${item.code})`,
    }));
    if (props.value && !shown.some((option) => option.value === props.value)) {
      const item = known.get(props.value);
      shown.unshift({ value: props.value, label: item ? `${item.name} (${item.code})` : props.value });
    }
    return shown;
  }, [franchise, answer.list, known, props.value]);
  return (
    <Select
      id={props.id}
      allowClear
      loading={franchise && answer.request !== request}
      showSearch={{ filterOption: false, onSearch: (text: string) => setKeyword(text.trim()) }}
      value={props.value || undefined}
      options={options}
      disabled={props.disabled}
      status={props.status || undefined}
      placeholder={props.placeholder}
      onChange={(value?: string) => props.onChange?.(value ?? '')}
    />
  );
}
