import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Flex, Form, Input, Radio, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Franchisee } from '@rcadmin/contract';
import { isHotline } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { AreaCascader } from '../../shared/area-cascader';
import { LoadFailed, PLACE_PATHS, backToList, isStale, messageOf, showFieldErrors } from './place-common';
import { PageCard } from '../../../shared/page-card';
import { call } from '../../../kit';
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
const FIELDS = Object.keys(EMPTY);
/** The server names the area's levels; the form has one cascader. */
const ALIASES = { province: 'area', city: 'area', district: 'area' };
const DAY = 'YYYY-MM-DD';

const valuesOf = (franchisee: Franchisee): FranchiseeFormValues => ({
  code: franchisee.code,
  name: franchisee.name,
  franchiseeType: franchisee.franchiseeType === 3 ? '3' : '2',
  contactName: franchisee.contactName,
  contactPhone: franchisee.contactPhone,
  area: [franchisee.province, franchisee.city, franchisee.district].filter(Boolean),
  address: franchisee.address,
  contractStart: franchisee.contractStart ? dayjs(franchisee.contractStart) : null,
  contractEnd: franchisee.contractEnd ? dayjs(franchisee.contractEnd) : null,
  status: franchisee.status === 1 ? '1' : '0',
  remark: franchisee.remark,
});

/**
 * createFranchisee (ORG-07): a new franchisee, or (?id=) one edited: code, name, type, contact
 * and phone (checked), area (province/city/district) and address, contract dates, status and
 * remark. A save names the version read; the server's refusals land on their fields.
 */
export default function FranchiseeFormPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`org.places.franchisee.${key}`, options);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<FranchiseeFormValues>();
  const [record, setRecord] = useState<Franchisee | null>(null);
  /** The id the form holds ('' for a new one); null before the first load. */
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const markDirty = useCallback((dirty: boolean) => kit.setUnsaved(PLACE_PATHS.franchiseeForm, dirty), [kit]);

  const onLoaded = useEffectEvent((loaded: Franchisee | null, loadedFor: string) => {
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
    (id ? call(kit, 'franchiseeGet', { id }, { silent: true }) : Promise.resolve(null)).then(
      (loaded) => alive && onLoaded(loaded, id),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [kit, id, loadedId, round]);

  const save = async () => {
    setProblems([]);
    let values: FranchiseeFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const [province = '', city = '', district = ''] = values.area ?? [];
      await call(
        kit,
        'franchiseeSave',
        {
          id: record?.id ?? '',
          version: String(record?.version ?? 0),
          code: values.code.trim(),
          name: values.name.trim(),
          franchiseeType: values.franchiseeType,
          contactName: values.contactName?.trim() ?? '',
          contactPhone: values.contactPhone?.trim() ?? '',
          province,
          city,
          district,
          address: values.address?.trim() ?? '',
          contractStart: values.contractStart ? values.contractStart.format(DAY) : '',
          contractEnd: values.contractEnd ? values.contractEnd.format(DAY) : '',
          status: values.status,
          remark: values.remark?.trim() ?? '',
        },
        { silent: true },
      );
      kit.notify('success', kit.t('org.saved'));
      backToList(kit, PLACE_PATHS.franchiseeForm, 'franchiseeList');
    } catch (error) {
      setProblems(
        isStale(error)
          ? [`${messageOf(error)} ${t('staleHint')}`]
          : showFieldErrors(form, error, FIELDS, ALIASES),
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
      <PageCard title={kit.t('org.routes.createFranchisee')}>
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
    <PageCard title={record ? t('editTitle', { name: record.name }) : kit.t('org.routes.createFranchisee')}>
      <Form<FranchiseeFormValues>
        form={form}
        name="franchisee"
        layout="vertical"
        initialValues={EMPTY}
        onValuesChange={() => markDirty(true)}
        style={{ maxWidth: 760 }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="code"
            label={t('code')}
            style={{ flex: '1 1 240px' }}
            rules={[required(t('code')), { pattern: /^[0-9A-Za-z_-]{1,32}$/, message: t('codeFormat') }]}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('name')}
            style={{ flex: '2 1 320px' }}
            rules={[required(t('name'))]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Flex>
        <Form.Item name="franchiseeType" label={t('type')}>
          <Radio.Group
            options={[
              { value: '2', label: t('types.2') },
              { value: '3', label: t('types.3') },
            ]}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="contactName" label={t('contactName')} style={{ flex: '1 1 240px' }}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('contactPhone')}
            style={{ flex: '1 1 240px' }}
            rules={[formatRule(isHotline, t('phoneFormat'))]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Flex>
        <Form.Item name="area" label={t('area')}>
          <AreaCascader kit={kit} placeholder={t('areaPlaceholder')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="address" label={t('address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="contractStart" label={t('contractStart')} style={{ flex: '1 1 240px' }}>
            <DatePicker format={DAY} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="contractEnd"
            label={t('contractEnd')}
            style={{ flex: '1 1 240px' }}
            dependencies={['contractStart']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | null) => {
                  const start = getFieldValue('contractStart') as Dayjs | null;
                  return !value || !start || !value.isBefore(start, 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('contractOrder')));
                },
              }),
            ]}
          >
            <DatePicker format={DAY} style={{ width: '100%' }} />
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
        <Alert type="error" showIcon style={{ marginBottom: 16, maxWidth: 760 }} title={problems.join(' ')} />
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
