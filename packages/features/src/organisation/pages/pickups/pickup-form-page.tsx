import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, Form, Input, Radio, Spin, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { PickupPoint } from '@rcadmin/contract';
import { isHotline } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { AreaCascader } from '../../shared/area-cascader';
import { parseLatitude, parseLongitude } from '../../shared/map/geo';
import { PointPicker, type PointValue } from '../../shared/map/point-picker';
import { StoreSelect } from '../../shared/store-select';
import {
  LoadFailed,
  PLACE_PATHS,
  backToList,
  isStale,
  messageOf,
  showFieldErrors,
} from '../franchisees/place-common';
import { PageCard } from '../../../shared/page-card';
import { call } from '../../../kit';
import { formatRule } from '../../../shared/format-rule';

interface PickupFormValues {
  name: string;
  code: string;
  storeId: string | undefined;
  area: string[];
  address: string;
  longitude: string;
  latitude: string;
  contactPhone: string;
  hours: [Dayjs, Dayjs] | null;
  status: '0' | '1';
  remark: string;
}

const EMPTY: PickupFormValues = {
  name: '',
  code: '',
  storeId: undefined,
  area: [],
  address: '',
  longitude: '',
  latitude: '',
  contactPhone: '',
  hours: null,
  status: '1',
  remark: '',
};
const FIELDS = Object.keys(EMPTY);
const ALIASES = {
  province: 'area',
  city: 'area',
  district: 'area',
  openTime: 'hours',
  closeTime: 'hours',
};
const HOUR = 'HH:mm';

/** 'HH:mm' as a time of today (no parsing plugin needed). */
const timeOf = (text: string): Dayjs => {
  const [hour = 0, minute = 0] = text.split(':').map(Number);
  return dayjs().hour(hour).minute(minute).second(0).millisecond(0);
};

const valuesOf = (pickup: PickupPoint): PickupFormValues => ({
  name: pickup.name,
  code: pickup.code,
  storeId: pickup.storeId,
  area: [pickup.province, pickup.city, pickup.district].filter(Boolean),
  address: pickup.address,
  longitude: pickup.longitude,
  latitude: pickup.latitude,
  contactPhone: pickup.contactPhone,
  hours: pickup.openTime && pickup.closeTime ? [timeOf(pickup.openTime), timeOf(pickup.closeTime)] : null,
  status: pickup.status === 1 ? '1' : '0',
  remark: pickup.remark,
});

/** Decimal degrees with at most 6 decimals, as the server takes them. */
const DEGREES = /^-?\d{1,3}(\.\d{1,6})?$/;

/**
 * createPickup (ORG-08): a new pickup point, or (?id=) one edited: name, code, store, area and
 * street, its location (clicked on the map or typed, range-checked), phone, opening hours,
 * status and remark. A save names the version read; the server's refusals land on their fields.
 */
export default function PickupFormPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.pickup.${key}`, options);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<PickupFormValues>();
  const longitude = Form.useWatch('longitude', form) ?? '';
  const latitude = Form.useWatch('latitude', form) ?? '';
  const [record, setRecord] = useState<PickupPoint | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const markDirty = useCallback((dirty: boolean) => kit.setUnsaved(PLACE_PATHS.pickupForm, dirty), [kit]);

  const onLoaded = useEffectEvent((loaded: PickupPoint | null, loadedFor: string) => {
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
    (id ? call(kit, 'pickupGet', { id }, { silent: true }) : Promise.resolve(null)).then(
      (loaded) => alive && onLoaded(loaded, id),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [kit, id, loadedId, round]);

  const pick = (point: PointValue) => {
    form.setFieldsValue(point);
    void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
    markDirty(true);
  };

  const save = async () => {
    setProblems([]);
    let values: PickupFormValues;
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
        'pickupSave',
        {
          id: record?.id ?? '',
          version: String(record?.version ?? 0),
          name: values.name.trim(),
          code: values.code.trim(),
          storeId: values.storeId ?? '',
          province,
          city,
          district,
          address: values.address?.trim() ?? '',
          longitude: values.longitude?.trim() ?? '',
          latitude: values.latitude?.trim() ?? '',
          contactPhone: values.contactPhone?.trim() ?? '',
          openTime: values.hours ? values.hours[0].format(HOUR) : '',
          closeTime: values.hours ? values.hours[1].format(HOUR) : '',
          status: values.status,
          remark: values.remark?.trim() ?? '',
        },
        { silent: true },
      );
      kit.notify('success', kit.t('org.saved'));
      backToList(kit, PLACE_PATHS.pickupForm, 'pickupList');
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
  /** A coordinate: decimal degrees in range, and both or neither given. */
  const coordinateRule = (which: 'longitude' | 'latitude') => ({
    validator: (_: unknown, value: string | undefined) => {
      const text = value?.trim() ?? '';
      const other = (
        (form.getFieldValue(which === 'longitude' ? 'latitude' : 'longitude') as string) ?? ''
      ).trim();
      if (text === '')
        return other === '' ? Promise.resolve() : Promise.reject(new Error(t('coordinatesPair')));
      const inRange = which === 'longitude' ? parseLongitude(text) !== null : parseLatitude(text) !== null;
      return DEGREES.test(text) && inRange
        ? Promise.resolve()
        : Promise.reject(new Error(t(which === 'longitude' ? 'longitudeRange' : 'latitudeRange')));
    },
  });

  if (failed)
    return (
      <PageCard title={kit.t('org.routes.createPickup')}>
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
    <PageCard title={record ? t('editTitle', { name: record.name }) : kit.t('org.routes.createPickup')}>
      <Form<PickupFormValues>
        form={form}
        name="pickup"
        layout="vertical"
        initialValues={EMPTY}
        onValuesChange={() => markDirty(true)}
        style={{ maxWidth: 860 }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="name"
            label={t('name')}
            style={{ flex: '2 1 320px' }}
            rules={[required(t('name'))]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('code')}
            style={{ flex: '1 1 200px' }}
            rules={[required(t('code')), { pattern: /^[0-9A-Za-z_-]{1,32}$/, message: t('codeFormat') }]}
          >
            <Input maxLength={32} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="storeId"
          label={t('store')}
          rules={[{ required: true, message: kit.t('org.required', { field: t('store') }) }]}
        >
          <StoreSelect kit={kit} id="pickup_storeId" placeholder={t('storePlaceholder')} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="area" label={t('area')} style={{ flex: '1 1 320px' }}>
            <AreaCascader
              kit={kit}
              id="pickup_area"
              placeholder={t('areaPlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="address" label={t('street')} style={{ flex: '2 1 360px' }}>
            <Input maxLength={200} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            name="longitude"
            label={t('longitude')}
            style={{ flex: '1 1 200px' }}
            dependencies={['latitude']}
            rules={[coordinateRule('longitude')]}
          >
            <Input maxLength={20} placeholder="116.397128" />
          </Form.Item>
          <Form.Item
            name="latitude"
            label={t('latitude')}
            style={{ flex: '1 1 200px' }}
            dependencies={['longitude']}
            rules={[coordinateRule('latitude')]}
          >
            <Input maxLength={20} placeholder="39.916527" />
          </Form.Item>
        </Flex>
        <Form.Item label={t('locationOnMap')} extra={t('locationHint')}>
          <PointPicker kit={kit} value={{ longitude, latitude }} onChange={pick} height={320} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="contactPhone"
            label={t('contactPhone')}
            style={{ flex: '1 1 220px' }}
            rules={[formatRule(isHotline, t('phoneFormat'))]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="hours"
            label={t('hours')}
            style={{ flex: '1 1 260px' }}
            rules={[
              {
                validator: (_, value: [Dayjs, Dayjs] | null) =>
                  !value || value[0].format(HOUR) < value[1].format(HOUR)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('hoursOrder'))),
              },
            ]}
          >
            <TimePicker.RangePicker format={HOUR} minuteStep={5} order={false} style={{ width: '100%' }} />
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
        <Alert type="error" showIcon style={{ marginBottom: 16, maxWidth: 860 }} title={problems.join(' ')} />
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
