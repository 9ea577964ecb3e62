import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, Popconfirm, Spin } from 'antd';
import type { HostKit } from '../../../host-kit';
import { PointPicker } from '../../shared/map/point-picker';
import { PLACE_PATHS, openPlacePage } from '../franchisees/place-common';
import { openPickup, pickupRows } from './pickup-common';
import { PageCard } from '../../../shared/page-card';
import { call, LoadFailed, useCall } from '../../../kit';
import { RecordView } from '../../../kit/form-page';

/**
 * pickup (?id=, ORG-08): one pickup point, read-only through the form's fields, with its place
 * on a map (a marker; the map says which engine draws it). Edit opens the form; delete asks first.
 */
export default function PickupViewPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.pickup.${key}`, options);
  const id = useSearchParams()[0].get('id') ?? '';
  const {
    data: pickup,
    loading,
    failed,
    reload,
  } = useCall(kit, 'pickupGet', { id }, { silent: true, enabled: !!id });

  const remove = async () => {
    if (!pickup) return;
    try {
      await call(kit, 'pickupDelete', { id: pickup.id, version: pickup.version });
      kit.notify('success', t('deleted'));
      kit.closeTab(PLACE_PATHS.pickupView);
      openPlacePage(kit, 'pickupList');
    } catch {
      // Refused: the shell shows the server's reason.
    }
  };

  if (failed && !pickup)
    return (
      <PageCard title={kit.t('org.routes.pickup')}>
        <LoadFailed kit={kit} onRetry={reload} />
      </PageCard>
    );
  if (loading && !pickup) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!pickup) return <Alert type="warning" showIcon title={t('notFound')} />;

  return (
    <PageCard
      title={t('viewTitle', { name: pickup.name })}
      extra={
        <Flex gap={8}>
          <Button type="primary" onClick={() => openPickup(kit, 'form', pickup)}>
            {kit.t('common.edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: pickup.name })}
            okText={kit.t('common.delete')}
            cancelText={kit.t('common.cancel')}
            onConfirm={remove}
          >
            <Button danger>{kit.t('common.delete')}</Button>
          </Popconfirm>
        </Flex>
      }
    >
      <RecordView rows={pickupRows(kit)} record={pickup} />
      <PointPicker
        kit={kit}
        readOnly
        value={{ longitude: pickup.longitude, latitude: pickup.latitude }}
        height={360}
      />
    </PageCard>
  );
}
