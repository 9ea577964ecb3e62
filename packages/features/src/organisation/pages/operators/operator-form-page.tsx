import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, Form, Input, InputNumber, Radio, Spin } from 'antd';
import type { Operator } from '@rcadmin/contract';
import { isMobile } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { StoreSelect } from '../../shared/store-select';
import {
  LoadFailed,
  PLACE_PATHS,
  backToList,
  isStale,
  messageOf,
  showFieldErrors,
} from '../franchisees/place-common';
import { EmployeePicker } from '../../shared/employee-picker';
import { PageCard } from '../../../shared/page-card';
import { call } from '../../../kit';
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
const FIELDS = Object.keys(EMPTY);

const valuesOf = (operator: Operator): OperatorFormValues => ({
  code: operator.code,
  name: operator.name,
  storeId: operator.storeId,
  employeeId: operator.employeeId,
  mobile: operator.mobile,
  maxDiscount: operator.maxDiscount,
  status: operator.status === 1 ? '1' : '0',
  remark: operator.remark,
});

/**
 * createOperator (ORG-11): a new operator, or (?id=) one edited: code, name, store, employee
 * (searched in the employee list), mobile, largest discount (0..100 %), status and remark. A save
 * names the version read; the server's refusals land on their fields.
 */
export default function OperatorFormPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.operator.${key}`, options);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<OperatorFormValues>();
  const [record, setRecord] = useState<Operator | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const markDirty = useCallback((dirty: boolean) => kit.setUnsaved(PLACE_PATHS.operatorForm, dirty), [kit]);

  const onLoaded = useEffectEvent((loaded: Operator | null, loadedFor: string) => {
    markDirty(false);
    setRecord(loaded);
    setProblems([]);
    form.resetFields();
    form.setFieldsValue(loaded ? valuesOf(loaded) : EMPTY);
    setLoadedId(loadedFor);
  });
  useEffect(() => {
    if (loadedId === id) return;
    let alive = true;
    (id ? call(kit, 'operatorGet', { id }, { silent: true }) : Promise.resolve(null)).then(
      (loaded) => alive && onLoaded(loaded, id),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [kit, id, loadedId, round]);

  const save = async () => {
    setProblems([]);
    let values: OperatorFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call(
        kit,
        'operatorSave',
        {
          id: record?.id ?? '',
          version: String(record?.version ?? 0),
          code: values.code.trim(),
          name: values.name.trim(),
          storeId: values.storeId ?? '',
          employeeId: values.employeeId ?? '',
          mobile: values.mobile?.trim() ?? '',
          maxDiscount: String(values.maxDiscount ?? 0),
          status: values.status,
          remark: values.remark?.trim() ?? '',
        },
        { silent: true },
      );
      kit.notify('success', kit.t('org.saved'));
      backToList(kit, PLACE_PATHS.operatorForm, 'operatorList');
    } catch (error) {
      setProblems(
        isStale(error) ? [`${messageOf(error)} ${t('staleHint')}`] : showFieldErrors(form, error, FIELDS),
      );
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: kit.t('org.required', { field: label }),
  });

  if (failed)
    return (
      <PageCard title={kit.t('org.routes.createOperator')}>
        <LoadFailed
          kit={kit}
          onRetry={() => {
            setFailed(false);
            setRound((value) => value + 1);
          }}
        />
      </PageCard>
    );
  if (loadedId !== id) return <Spin style={{ display: 'block', margin: 48 }} />;

  return (
    <PageCard title={record ? t('editTitle', { name: record.name }) : kit.t('org.routes.createOperator')}>
      <Form<OperatorFormValues>
        form={form}
        name="operator"
        layout="vertical"
        initialValues={EMPTY}
        onValuesChange={() => markDirty(true)}
        style={{ maxWidth: 720 }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="code"
            label={t('code')}
            style={{ flex: '1 1 200px' }}
            rules={[required(t('code')), { pattern: /^[0-9A-Za-z_-]{1,32}$/, message: t('codeFormat') }]}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('name')}
            style={{ flex: '2 1 280px' }}
            rules={[required(t('name'))]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="storeId"
          label={t('store')}
          rules={[{ required: true, message: kit.t('org.required', { field: t('store') }) }]}
        >
          <StoreSelect kit={kit} id="operator_storeId" placeholder={t('storePlaceholder')} />
        </Form.Item>
        <Form.Item name="employeeId" label={t('employee')}>
          <EmployeePicker
            kit={kit}
            id="operator_employeeId"
            known={record?.employeeId ? { id: record.employeeId, label: record.employeeName } : null}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="mobile"
            label={t('mobile')}
            style={{ flex: '1 1 220px' }}
            rules={[formatRule(isMobile, t('mobileFormat'))]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="maxDiscount"
            label={t('maxDiscount')}
            style={{ flex: '1 1 220px' }}
            extra={t('maxDiscountHint')}
            rules={[
              {
                type: 'integer',
                min: 0,
                max: 100,
                message: t('discountRange'),
              },
            ]}
          >
            <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="status" label={kit.t('org.status.label')}>
          <Radio.Group
            options={[
              { value: '1', label: kit.t('org.status.active') },
              { value: '0', label: kit.t('org.status.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
      {problems.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16, maxWidth: 720 }} title={problems.join(' ')} />
      )}
      <Flex gap={8}>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {kit.t('org.buttons.save')}
        </Button>
        <Button onClick={() => kit.closeTab()}>{kit.t('org.buttons.cancel')}</Button>
      </Flex>
    </PageCard>
  );
}
