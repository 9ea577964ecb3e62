import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Franchisee } from '@rcadmin/contract';
import { isHotline } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { AreaCascader } from '../../shared/area-cascader';
import {
  AREA_ALIASES,
  PLACE_PATHS,
  areaOf,
  backToList,
  placeArea,
  placeFields,
  statusValue,
  trimmed,
} from './place-common';
import { call } from '../../../kit';
import { FormPage, type FieldRow } from '../../../kit/form-page';
import { formatRule } from '../../../shared/format-rule';

interface FranchiseeFormValues {
  code: string;
  name: string;
  franchiseeType: '2' | '3';
  contactName: string;
  contactPhone: string;
  area: string[];
  address: string;
  contractStart: Dayjs | null;
  contractEnd: Dayjs | null;
  status: '0' | '1';
  remark: string;
}

const EMPTY: FranchiseeFormValues = {
  code: '',
  name: '',
  franchiseeType: '2',
  contactName: '',
  contactPhone: '',
  area: [],
  address: '',
  contractStart: null,
  contractEnd: null,
  status: '1',
  remark: '',
};
const DAY = 'YYYY-MM-DD';

const valuesOf = (franchisee: Franchisee): FranchiseeFormValues => ({
  ...franchisee,
  franchiseeType: franchisee.franchiseeType === 3 ? '3' : '2',
  area: areaOf(franchisee),
  contractStart: franchisee.contractStart ? dayjs(franchisee.contractStart) : null,
  contractEnd: franchisee.contractEnd ? dayjs(franchisee.contractEnd) : null,
  status: statusValue(franchisee.status),
});

const rowsOf = (kit: HostKit, t: (key: string) => string): FieldRow<Franchisee>[] => {
  const shared = placeFields(kit, t);
  const day = { input: <DatePicker format={DAY} style={{ width: '100%' }} />, flex: '1 1 240px' };
  return [
    [
      shared.code('1 1 240px'),
      { name: 'name', label: t('name'), flex: '2 1 320px', required: true, max: 100 },
    ],
    {
      name: 'franchiseeType',
      label: t('type'),
      choices: [
        { value: '2', label: t('types.2') },
        { value: '3', label: t('types.3') },
      ],
    },
    [
      { name: 'contactName', label: t('contactName'), flex: '1 1 240px', max: 50 },
      {
        name: 'contactPhone',
        label: t('contactPhone'),
        flex: '1 1 240px',
        max: 20,
        rules: [formatRule(isHotline, t('phoneFormat'))],
      },
    ],
    {
      name: 'area',
      label: t('area'),
      input: <AreaCascader kit={kit} placeholder={t('areaPlaceholder')} style={{ width: '100%' }} />,
    },
    { name: 'address', label: t('address'), max: 200 },
    [
      { name: 'contractStart', label: t('contractStart'), ...day },
      {
        name: 'contractEnd',
        label: t('contractEnd'),
        ...day,
        dependencies: ['contractStart'],
        rules: [
          ({ getFieldValue }) => ({
            validator: (_, value: Dayjs | null) => {
              const start = getFieldValue('contractStart') as Dayjs | null;
              return !value || !start || !value.isBefore(start, 'day')
                ? Promise.resolve()
                : Promise.reject(new Error(t('contractOrder')));
            },
          }),
        ],
      },
    ],
    shared.status,
    shared.remark,
  ];
};

/**
 * createFranchisee (ORG-07): a new franchisee, or (?id=) one edited: code, name, type, contact
 * and phone (checked), area (province/city/district) and address, contract dates, status and
 * remark. A save names the version read; the server's refusals land on their fields.
 */
export default function FranchiseeFormPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`org.places.franchisee.${key}`, options);
  return (
    <FormPage<Franchisee, FranchiseeFormValues>
      kit={kit}
      path={PLACE_PATHS.franchiseeForm}
      name="franchisee"
      width={760}
      names="franchiseeGet"
      load={(id, signal) => call(kit, 'franchiseeGet', { id }, { silent: true, signal })}
      empty={EMPTY}
      valuesOf={valuesOf}
      rows={rowsOf(kit, t)}
      aliases={AREA_ALIASES}
      title={(record) =>
        record ? t('editTitle', { name: record.name }) : kit.t('org.routes.createFranchisee')
      }
      texts={{ staleHint: t('staleHint') }}
      save={(values, record) =>
        call(
          kit,
          'franchiseeSave',
          {
            id: record?.id ?? '',
            version: String(record?.version ?? 0),
            code: values.code.trim(),
            name: values.name.trim(),
            franchiseeType: values.franchiseeType,
            contactName: trimmed(values.contactName),
            contactPhone: trimmed(values.contactPhone),
            ...placeArea(values.area),
            address: trimmed(values.address),
            contractStart: values.contractStart ? values.contractStart.format(DAY) : '',
            contractEnd: values.contractEnd ? values.contractEnd.format(DAY) : '',
            status: values.status,
            remark: trimmed(values.remark),
          },
          { silent: true },
        )
      }
      onSaved={() => backToList(kit, PLACE_PATHS.franchiseeForm, 'franchiseeList')}
    />
  );
}
