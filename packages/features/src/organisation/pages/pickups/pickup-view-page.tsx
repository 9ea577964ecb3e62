import { useSearchParams } from 'react-router';
import { Alert, Button, Descriptions, Flex, Popconfirm, Spin } from 'antd';
import type { HostKit } from '../../../host-kit';
import { AreaCascader } from '../../shared/area-cascader';
import { PointPicker } from '../../shared/map/point-picker';
import { LoadFailed, PLACE_PATHS, StatusTag, openPlacePage } from '../franchisees/place-common';
import { OutsideFenceTag, hoursText, locationText, openPickup } from './pickup-common';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

/**
 * pickup (?id=, ORG-08): one pickup point, read-only, with its place on a map (a marker; the map
 * says which engine draws it). Edit opens the form; delete asks first.
 */
export default function PickupViewPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.pickup.${key}`, options);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const {
    data: pickup,
    loading,
    failed,
    reload,
  } = useCall(kit, 'pickupGet', { id }, { silent: true, enabled: Boolean(id) });

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

  if (!id) return <Alert type="warning" showIcon title={t('notFound')} />;
  if (failed && !pickup)
    return (
      <PageCard title={kit.t('org.routes.pickup')}>
        <LoadFailed kit={kit} onRetry={reload} />
      </PageCard>
    );
  if (loading && !pickup) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!pickup) return <Alert type="warning" showIcon title={t('notFound')} />;

  const area = [pickup.province, pickup.city, pickup.district].filter(Boolean);
  return (
    <PageCard
      title={t('viewTitle', { name: pickup.name })}
      extra={
        <Flex gap={8}>
          <Button type="primary" onClick={() => openPickup(kit, 'form', pickup)}>
            {kit.t('org.buttons.edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: pickup.name })}
            okText={kit.t('org.buttons.delete')}
            cancelText={kit.t('org.buttons.cancel')}
            onConfirm={remove}
          >
            <Button danger>{kit.t('org.buttons.delete')}</Button>
          </Popconfirm>
        </Flex>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'code', label: t('code'), children: pickup.code },
          { key: 'name', label: t('name'), children: pickup.name },
          { key: 'store', label: t('store'), children: pickup.storeName },
          {
            key: 'status',
            label: kit.t('org.status.label'),
            children: <StatusTag kit={kit} status={pickup.status} />,
          },
          {
            key: 'area',
            label: t('area'),
            children: area.length ? (
              <AreaCascader kit={kit} value={area} disabled allowClear={false} style={{ width: '100%' }} />
            ) : null,
          },
          { key: 'address', label: t('address'), children: pickup.address },
          {
            key: 'location',
            label: t('location'),
            children: (
              <Flex gap={8} align="center" wrap>
                <span data-testid="pickup-location">{locationText(pickup) || t('notLocated')}</span>
                <OutsideFenceTag kit={kit} outside={pickup.outsideFence} />
              </Flex>
            ),
          },
          { key: 'phone', label: t('contactPhone'), children: pickup.contactPhone },
          { key: 'hours', label: t('hours'), children: hoursText(pickup) },
          { key: 'remark', label: t('remark'), children: pickup.remark },
        ]}
      />
      <PointPicker
        kit={kit}
        readOnly
        value={{ longitude: pickup.longitude, latitude: pickup.latitude }}
        height={360}
      />
    </PageCard>
  );
}
