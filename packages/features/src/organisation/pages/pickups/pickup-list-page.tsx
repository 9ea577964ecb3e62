import { Alert, Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PickupPoint } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { PLACE_QUERY, StatusTag, placeFilters, placeInput, storeFilter } from '../franchisees/place-common';
import { OutsideFenceTag, hoursText, locationText, openPickup } from './pickup-common';
import { ListPage, useList } from '../../../kit/list-page';
import { call, useCall } from '../../../kit';

/**
 * PickUpIndex (ORG-08): the tenant's pickup points by keyword, store and status, one page at a
 * time (filters and page in the address); a point outside its store's fence is flagged, and the
 * number of such points is told above the list. View, edit and delete (behind a confirmation).
 */
export default function PickupListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.pickup.${key}`, options);
  const list = useList(kit, 'pickupPageList', PLACE_QUERY, placeInput);
  const { storeId } = list.query;
  const outside = useCall(kit, 'fenceOutsidePickups', storeId ? { storeId } : {}, { silent: true });

  const remove = async (pickup: PickupPoint) => {
    try {
      await call(kit, 'pickupDelete', { id: pickup.id, version: pickup.version });
      kit.notify('success', t('deleted'));
    } catch {
      // Refused: the shell shows the server's reason.
    }
    list.loaded.reload();
    outside.reload();
  };

  const columns: TableColumnsType<PickupPoint> = [
    { title: t('code'), dataIndex: 'code', width: 110 },
    {
      title: t('name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space size={4} wrap>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => openPickup(kit, 'view', row)}
          >
            {name}
          </Button>
          <OutsideFenceTag kit={kit} outside={row.outsideFence} />
        </Space>
      ),
    },
    { title: t('store'), dataIndex: 'storeName', width: 160 },
    { title: t('address'), dataIndex: 'address', ellipsis: true },
    { title: t('location'), key: 'location', width: 190, render: (_, row) => locationText(row) },
    { title: t('contactPhone'), dataIndex: 'contactPhone', width: 130 },
    { title: t('hours'), key: 'hours', width: 110, render: (_, row) => hoursText(row) },
    {
      title: kit.t('common.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag kit={kit} status={status} />,
    },
  ];

  const outsideCount = outside.data?.length ?? 0;
  return (
    <ListPage
      kit={kit}
      page={PAGES.PickUpIndex.path}
      list={list}
      title={kit.t('org.routes.PickUpIndex')}
      onCreate={() => openPickup(kit, 'form')}
      name="pickupFilter"
      filters={placeFilters(kit, t, storeFilter(kit, t('store')))}
      above={
        outsideCount > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="outside-fence-summary"
            title={t('outsideSummary', { count: outsideCount })}
            description={outside.data
              ?.slice(0, 10)
              .map((pickup) => `${pickup.name} (${pickup.storeName})`)
              .join(', ')}
          />
        )
      }
      columns={columns}
      actions={{
        width: 170,
        fixed: 'right',
        of: (row) => [
          { label: kit.t('common.view'), onClick: () => openPickup(kit, 'view', row) },
          {
            label: kit.t('common.edit'),
            needs: 'edit' as const,
            onClick: () => openPickup(kit, 'form', row),
          },
          {
            label: kit.t('common.delete'),
            needs: 'delete' as const,
            danger: true,
            confirm: t('confirmDelete', { name: row.name }),
            onClick: () => remove(row),
          },
        ],
      }}
      rowKey="id"
      table={{ scroll: { x: 1300 } }}
    />
  );
}
