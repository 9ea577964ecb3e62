import type { Dayjs } from 'dayjs';
import type { PickupPoint } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import {
  AREA_ALIASES,
  PLACE_PATHS,
  areaOf,
  backToList,
  placeArea,
  statusValue,
  trimmed,
} from '../franchisees/place-common';
import { pickupRows } from './pickup-common';
import { textOfTime, timeOf } from '../stores/form-inputs';
import { call } from '../../../kit';
import { FormPage } from '../../../kit/form-page';

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

const valuesOf = (pickup: PickupPoint): PickupFormValues => {
  const [open, close] = [timeOf(pickup.openTime), timeOf(pickup.closeTime)];
  return {
    ...pickup,
    area: areaOf(pickup),
    hours: open && close ? [open, close] : null,
    status: statusValue(pickup.status),
  };
};

/**
 * createPickup (ORG-08): a new pickup point, or (?id=) one edited, with the fields of
 * pickupRows. A save names the version read; the server's refusals land on their fields.
 */
export default function PickupFormPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.pickup.${key}`, options);
  return (
    <FormPage<PickupPoint, PickupFormValues>
      kit={kit}
      path={PLACE_PATHS.pickupForm}
      name="pickup"
      width={860}
      names="pickupGet"
      load={(id, signal) => call(kit, 'pickupGet', { id }, { silent: true, signal })}
      empty={EMPTY}
      valuesOf={valuesOf}
      rows={pickupRows(kit)}
      aliases={{ ...AREA_ALIASES, openTime: 'hours', closeTime: 'hours' }}
      title={(record) => (record ? t('editTitle', { name: record.name }) : kit.t('org.routes.createPickup'))}
      texts={{ staleHint: t('staleHint') }}
      save={(values, record) =>
        call(
          kit,
          'pickupSave',
          {
            id: record?.id ?? '',
            version: String(record?.version ?? 0),
            name: values.name.trim(),
            code: values.code.trim(),
            storeId: values.storeId ?? '',
            ...placeArea(values.area),
            address: trimmed(values.address),
            longitude: trimmed(values.longitude),
            latitude: trimmed(values.latitude),
            contactPhone: trimmed(values.contactPhone),
            openTime: textOfTime(values.hours?.[0]),
            closeTime: textOfTime(values.hours?.[1]),
            status: values.status,
            remark: trimmed(values.remark),
          },
          { silent: true },
        )
      }
      onSaved={() => backToList(kit, PLACE_PATHS.pickupForm, 'pickupList')}
    />
  );
}
