import { Flex, Form, Tag, TimePicker, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { PickupPoint } from '@rcadmin/contract';
import { isHotline } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { AreaCascader } from '../../shared/area-cascader';
import { parseLatitude, parseLongitude, type PointValue } from '../../shared/map/geo';
import { PointPicker } from '../../shared/map/point-picker';
import { StoreSelect } from '../../shared/store-select';
import { areaOf, openPlacePage, placeFields } from '../franchisees/place-common';
import { useMarkDirty, type Field, type FieldRow } from '../../../kit/form-page';
import { formatRule } from '../../../shared/format-rule';

/** Opens a pickup point's view, or its form (a new one without a point). */
export const openPickup = (kit: HostKit, page: 'view' | 'form', pickup?: Pick<PickupPoint, 'id' | 'name'>) =>
  openPlacePage(kit, page === 'view' ? 'pickupView' : 'pickupForm', pickup);

/** 'HH:mm-HH:mm', '' when not set. */
export const hoursText = (pickup: Pick<PickupPoint, 'openTime' | 'closeTime'>) =>
  pickup.openTime && pickup.closeTime ? `${pickup.openTime}-${pickup.closeTime}` : '';

/** 'lng, lat', '' when not located. */
export const locationText = (pickup: Pick<PickupPoint, 'longitude' | 'latitude'>) =>
  pickup.longitude && pickup.latitude ? `${pickup.longitude}, ${pickup.latitude}` : '';

/** The flag of a point lying outside its store's fence (nothing when inside or unknown). */
export function OutsideFenceTag({ kit, outside }: { kit: HostKit; outside: boolean | null }) {
  if (outside !== true) return null;
  return (
    <Tooltip title={kit.t('org.places.pickup.outsideFenceHint')}>
      <Tag color="red" data-testid="outside-fence">
        {kit.t('org.places.pickup.outsideFence')}
      </Tag>
    </Tooltip>
  );
}

export const HOUR = 'HH:mm';
/** Decimal degrees with at most 6 decimals, as the server takes them. */
const DEGREES = /^-?\d{1,3}(\.\d{1,6})?$/;

/** The map of the form: a click there sets the longitude and latitude fields. */
function MapField({ kit }: { kit: HostKit }) {
  const form = Form.useFormInstance();
  const markDirty = useMarkDirty();
  const longitude = (Form.useWatch('longitude', form) as string | undefined) ?? '';
  const latitude = (Form.useWatch('latitude', form) as string | undefined) ?? '';
  const pick = (point: PointValue) => {
    form.setFieldsValue(point);
    void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
    markDirty(true);
  };
  return <PointPicker kit={kit} value={{ longitude, latitude }} onChange={pick} height={320} />;
}

/**
 * A pickup point's fields, as its form (createPickup) and its view (pickup) show them: name,
 * code, store, area and street, its location (clicked on the map or typed, range-checked),
 * phone, opening hours, status and remark.
 */
export function pickupRows(kit: HostKit): FieldRow<PickupPoint>[] {
  const t = (key: string) => kit.t(`org.places.pickup.${key}`);
  const shared = placeFields(kit, t);
  /** A coordinate: decimal degrees in range, and both or neither given. */
  const coordinateField = (which: 'longitude' | 'latitude', example: string): Field<PickupPoint> => {
    const other = which === 'longitude' ? 'latitude' : 'longitude';
    const check: Rule = ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) => {
        const text = value?.trim() ?? '';
        if (text === '')
          return ((getFieldValue(other) as string) ?? '').trim() === ''
            ? Promise.resolve()
            : Promise.reject(new Error(t('coordinatesPair')));
        const inRange = which === 'longitude' ? parseLongitude(text) !== null : parseLatitude(text) !== null;
        return DEGREES.test(text) && inRange
          ? Promise.resolve()
          : Promise.reject(new Error(t(which === 'longitude' ? 'longitudeRange' : 'latitudeRange')));
      },
    });
    return {
      name: which,
      label: t(which),
      flex: '1 1 200px',
      only: 'form',
      dependencies: [other],
      rules: [check],
      max: 20,
      placeholder: example,
    };
  };
  return [
    [
      { name: 'name', label: t('name'), flex: '2 1 320px', required: true, max: 100 },
      shared.code('1 1 200px'),
    ],
    {
      name: 'storeId',
      label: t('store'),
      required: true,
      input: <StoreSelect kit={kit} id="pickup_storeId" placeholder={t('storePlaceholder')} />,
      view: (pickup) => pickup.storeName,
    },
    [
      {
        name: 'area',
        label: t('area'),
        flex: '1 1 320px',
        input: (
          <AreaCascader
            kit={kit}
            id="pickup_area"
            placeholder={t('areaPlaceholder')}
            style={{ width: '100%' }}
          />
        ),
        view: (pickup) =>
          areaOf(pickup).length ? (
            <AreaCascader
              kit={kit}
              value={areaOf(pickup)}
              disabled
              allowClear={false}
              style={{ width: '100%' }}
            />
          ) : null,
      },
      { name: 'address', label: t('street'), flex: '2 1 360px', max: 200 },
    ],
    [coordinateField('longitude', '116.397128'), coordinateField('latitude', '39.916527')],
    { label: t('locationOnMap'), extra: t('locationHint'), only: 'form', input: <MapField kit={kit} /> },
    {
      label: t('location'),
      only: 'view',
      view: (pickup) => (
        <Flex gap={8} align="center" wrap>
          <span data-testid="pickup-location">{locationText(pickup) || t('notLocated')}</span>
          <OutsideFenceTag kit={kit} outside={pickup.outsideFence} />
        </Flex>
      ),
    },
    [
      {
        name: 'contactPhone',
        label: t('contactPhone'),
        flex: '1 1 220px',
        max: 20,
        rules: [formatRule(isHotline, t('phoneFormat'))],
      },
      {
        name: 'hours',
        label: t('hours'),
        flex: '1 1 260px',
        rules: [
          {
            validator: (_, value: [Dayjs, Dayjs] | null) =>
              !value || value[0].format(HOUR) < value[1].format(HOUR)
                ? Promise.resolve()
                : Promise.reject(new Error(t('hoursOrder'))),
          },
        ],
        input: (
          <TimePicker.RangePicker format={HOUR} minuteStep={5} order={false} style={{ width: '100%' }} />
        ),
        view: hoursText,
      },
    ],
    shared.status,
    shared.remark,
  ];
}
