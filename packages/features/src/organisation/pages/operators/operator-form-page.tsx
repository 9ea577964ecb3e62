import { InputNumber } from 'antd';
import type { Operator } from '@rcadmin/contract';
import { isMobile } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { StoreSelect } from '../../shared/store-select';
import { PLACE_PATHS, backToList, placeFields, statusValue, trimmed } from '../franchisees/place-common';
import { EmployeePicker } from '../../shared/employee-picker';
import { call } from '../../../kit';
import { FormPage, type FieldRow } from '../../../kit/form-page';
import { formatRule } from '../../../shared/format-rule';

interface OperatorFormValues {
  code: string;
  name: string;
  storeId: string | undefined;
  employeeId: string;
  mobile: string;
  maxDiscount: number | null;
  status: '0' | '1';
  remark: string;
}

const EMPTY: OperatorFormValues = {
  code: '',
  name: '',
  storeId: undefined,
  employeeId: '',
  mobile: '',
  maxDiscount: 0,
  status: '1',
  remark: '',
};

const rowsOf = (
  kit: HostKit,
  t: (key: string) => string,
  operator: Operator | null,
): FieldRow<Operator>[] => {
  const shared = placeFields(kit, t);
  return [
    [
      shared.code('1 1 200px'),
      { name: 'name', label: t('name'), flex: '2 1 280px', required: true, max: 50 },
    ],
    {
      name: 'storeId',
      label: t('store'),
      required: true,
      input: <StoreSelect kit={kit} id="operator_storeId" placeholder={t('storePlaceholder')} />,
    },
    {
      name: 'employeeId',
      label: t('employee'),
      input: (
        <EmployeePicker
          kit={kit}
          id="operator_employeeId"
          known={operator?.employeeId ? { value: operator.employeeId, label: operator.employeeName } : null}
        />
      ),
    },
    [
      {
        name: 'mobile',
        label: t('mobile'),
        flex: '1 1 220px',
        max: 20,
        rules: [formatRule(isMobile, t('mobileFormat'))],
      },
      {
        name: 'maxDiscount',
        label: t('maxDiscount'),
        flex: '1 1 220px',
        extra: t('maxDiscountHint'),
        rules: [{ type: 'integer', min: 0, max: 100, message: t('discountRange') }],
        input: <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />,
      },
    ],
    shared.status,
    shared.remark,
  ];
};

/**
 * createOperator (ORG-11): a new operator, or (?id=) one edited: code, name, store, employee
 * (searched in the employee list), mobile, largest discount (0..100 %), status and remark. A save
 * names the version read; the server's refusals land on their fields.
 */
export default function OperatorFormPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.operator.${key}`, options);
  return (
    <FormPage<Operator, OperatorFormValues>
      kit={kit}
      path={PLACE_PATHS.operatorForm}
      name="operator"
      width={720}
      names="operatorGet"
      load={(id, signal) => call(kit, 'operatorGet', { id }, { silent: true, signal })}
      empty={EMPTY}
      valuesOf={(operator) => ({ ...operator, status: statusValue(operator.status) })}
      rows={(operator) => rowsOf(kit, t, operator)}
      title={(record) =>
        record ? t('editTitle', { name: record.name }) : kit.t('org.routes.createOperator')
      }
      texts={{ staleHint: t('staleHint') }}
      save={(values, record) =>
        call(
          kit,
          'operatorSave',
          {
            id: record?.id ?? '',
            version: String(record?.version ?? 0),
            code: values.code.trim(),
            name: values.name.trim(),
            storeId: values.storeId ?? '',
            employeeId: values.employeeId ?? '',
            mobile: trimmed(values.mobile),
            maxDiscount: String(values.maxDiscount ?? 0),
            status: values.status,
            remark: trimmed(values.remark),
          },
          { silent: true },
        )
      }
      onSaved={() => backToList(kit, PLACE_PATHS.operatorForm, 'operatorList')}
    />
  );
}
