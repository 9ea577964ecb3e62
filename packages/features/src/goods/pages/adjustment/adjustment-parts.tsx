import { Button, DatePicker, Input, Popconfirm, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Adjustment, AdjustmentStatus, StoreItem } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { call, type FieldRow, type ListAction, shownTime, textsOf } from '../../../kit';
import { pagePaths } from '../../../shared/page-routes';

/** The pages of the price adjustment orders. */
export const ADJUSTMENT_PATHS = pagePaths({
  list: 'priceAdjustment',
  form: 'addAdjustment',
  view: 'viewAdjustment',
});

export const ADJUSTMENT_STATUSES: readonly AdjustmentStatus[] = [
  'draft',
  'pending',
  'effective',
  'cancelled',
];

const STATUS_COLOURS: Record<AdjustmentStatus, string> = {
  draft: 'default',
  pending: 'orange',
  effective: 'green',
  cancelled: 'red',
};

export function StatusTag({ kit, status }: { kit: HostKit; status: AdjustmentStatus }) {
  return (
    <Tag color={STATUS_COLOURS[status]} data-status={status}>
      {kit.t(`goods.catalogue.adjustment.statuses.${status}`)}
    </Tag>
  );
}

/** Open the view of an order, or its form (a new one without an id). */
export const openAdjustment = (kit: HostKit, page: 'view' | 'form', id?: string) =>
  kit.openTab({
    path: ADJUSTMENT_PATHS[page],
    title: kit.t(page === 'view' ? 'goods.routes.viewAdjustment' : 'goods.routes.addAdjustment'),
    ...(id ? { query: { id } } : {}),
  });

type Order = { id: string; orderNo: string; status: AdjustmentStatus };

/**
 * The submit and cancel actions of an order in its state (submit a draft; cancel a draft or a
 * pending order), each behind a confirmation. `onDone` runs after the server accepted.
 */
export function orderActions(kit: HostKit, order: Order, onDone: () => void): ListAction[] {
  const t = textsOf(kit, 'goods.catalogue.adjustment');
  const run = (action: 'submit' | 'cancel') => async () => {
    try {
      if (action === 'submit') await call(kit, 'adjustmentSubmit', { id: order.id });
      else await call(kit, 'adjustmentCancel', { id: order.id });
      kit.notify('success', t(action === 'submit' ? 'submitted' : 'cancelled'));
      onDone();
    } catch {
      // Refused (its time has passed, already effective): the shell shows the server's reason.
    }
  };
  const submit = { label: t('submit'), confirm: t('confirmSubmit'), onClick: run('submit') };
  const cancel = {
    label: t('cancelOrder'),
    danger: true,
    confirm: t('confirmCancel', { orderNo: order.orderNo }),
    onClick: run('cancel'),
  };
  return order.status === 'draft' ? [submit, cancel] : order.status === 'pending' ? [cancel] : [];
}

/** The order's actions as buttons (its view's header). */
export function OrderActions({ kit, order, onDone }: { kit: HostKit; order: Order; onDone: () => void }) {
  return orderActions(kit, order, onDone).map((action) => (
    <Popconfirm
      key={action.label}
      title={action.confirm}
      okText={action.label}
      cancelText={kit.t('common.cancel')}
      onConfirm={action.onClick}
    >
      <Button type="link" size="small" danger={action.danger}>
        {action.label}
      </Button>
    </Popconfirm>
  ));
}

/** What the form's fields offer: the stores to choose, whether one order may set every store's prices. */
export interface AdjustmentChoices {
  stores: readonly StoreItem[];
  everyStoreAllowed: boolean;
  /** The form's choice: every store (the chosen stores' field is hidden). */
  allStores?: boolean;
}

/**
 * The fields of an order, one definition for its form (effective time in the future, all stores or
 * chosen ones, remark) and its view (with its number, status, times and who made it).
 */
export function adjustmentFields(
  kit: HostKit,
  { stores, everyStoreAllowed, allStores }: AdjustmentChoices = { stores: [], everyStoreAllowed: true },
): FieldRow<Adjustment>[] {
  const t = textsOf(kit, 'goods.catalogue.adjustment');
  const inFuture = (_: unknown, value: Dayjs | null) =>
    !value || value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('effectiveInFuture')));
  return [
    { name: 'orderNo', label: t('orderNo'), only: 'view' },
    {
      name: 'status',
      label: kit.t('common.status'),
      only: 'view',
      view: (order) => <StatusTag kit={kit} status={order.status} />,
    },
    {
      name: 'effectiveAt',
      label: t('effectiveAt'),
      required: true,
      rules: [{ validator: inFuture }],
      input: (
        <DatePicker
          showTime
          format="YYYY-MM-DD HH:mm:ss"
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          style={{ width: 260 }}
        />
      ),
      view: (order) => shownTime(kit, order.effectiveAt),
    },
    {
      name: 'appliedAt',
      label: t('appliedAt'),
      only: 'view',
      view: (order) => (order.appliedAt ? shownTime(kit, order.appliedAt) : t('notApplied')),
    },
    {
      name: 'allStores',
      label: t('stores'),
      choices: [
        { value: true, label: t('allStores'), disabled: !everyStoreAllowed },
        { value: false, label: t('chosenStores') },
      ],
      view: (order) =>
        order.allStores ? t('allStores') : order.stores.map((store) => store.storeName).join(', '),
    },
    {
      name: 'storeIds',
      label: t('chosenStores'),
      only: 'form',
      hidden: allStores !== false,
      rules:
        allStores === false ? [{ required: true, type: 'array', min: 1, message: t('chooseStores') }] : [],
      input: (
        <Select
          mode="multiple"
          placeholder={t('chooseStores')}
          options={stores.map((store) => ({
            value: store.storeId,
            label: `${store.storeName} (${store.storeCode})`,
          }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      ),
    },
    { name: 'createdBy', label: t('createdBy'), only: 'view' },
    {
      name: 'createdAt',
      label: t('createdAt'),
      only: 'view',
      view: (order) => shownTime(kit, order.createdAt),
    },
    {
      name: 'remark',
      label: kit.t('common.remark'),
      input: <Input.TextArea maxLength={500} rows={2} showCount />,
    },
  ];
}
