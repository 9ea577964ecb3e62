import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Flex, Form, Input, InputNumber, Select, Spin, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Adjustment, StoreItem } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { SkuPicker } from '../catalogue-shared/sku-picker';
import { ADJUSTMENT_PATHS, openAdjustment } from './adjustment-parts';
import { PageCard } from '../../../shared/page-card';
import { useDataScope } from '../../../shared/data-scope';
import { FormFields, Problems, call, landFieldErrors, useCall, useFormRecord, useRows } from '../../../kit';

/** A SKU row of the order: the price it has now and the one it gets. */
interface ItemRow {
  skuId: string;
  skuName: string;
  barCode: string;
  currentPrice: string;
  newPrice: number | null;
}

interface AdjustmentFormValues {
  effectiveAt: Dayjs | null;
  allStores: boolean;
  storeIds: string[];
  remark: string;
}

const EMPTY: AdjustmentFormValues = { effectiveAt: null, allStores: true, storeIds: [], remark: '' };

/** A price as the server takes it: at most two decimals. */
const priceText = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * addAdjustment: a new order, or a draft (?id=) edited. Effective time (in the future), all
 * stores or chosen ones, remark, and SKU rows picked from the goods list with their current and
 * new prices; save as a draft, or save and submit (the order then waits for its time).
 */
export default function AdjustmentFormPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.adjustment.${key}`, options);
  const id = useSearchParams()[0].get('id') ?? '';
  const [form] = Form.useForm<AdjustmentFormValues>();
  const allStores = Form.useWatch('allStores', form);
  // An order for every store sets every store's prices: only a user of every store makes one.
  const scope = useDataScope(kit);
  const everyStoreAllowed = scope?.allStores !== false;
  const [itemsError, setItemsError] = useState('');
  const [order, setOrder] = useState<Adjustment | null>(null);
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const stores: StoreItem[] = useCall(kit, 'goodsQueryStoreList', {}).data ?? [];

  /** Puts an order (or nothing: a new one) into the form. */
  const fill = (loaded: Adjustment | null) => {
    setOrder(loaded);
    setProblems([]);
    setItemsError('');
    form.setFieldsValue(
      loaded
        ? {
            effectiveAt: dayjs(loaded.effectiveAt),
            allStores: loaded.allStores,
            storeIds: loaded.stores.map((store) => store.storeId),
            remark: loaded.remark,
          }
        : EMPTY,
    );
    items.fill(
      (loaded?.items ?? []).map((item) => ({
        ...item,
        currentPrice: item.oldPrice,
        newPrice: Number(item.newPrice),
      })),
    );
  };
  const { ready, failed, markDirty } = useFormRecord(kit, ADJUSTMENT_PATHS.form, {
    id,
    names: 'adjustmentGet',
    load: (orderId, signal) => call(kit, 'adjustmentGet', { id: orderId }, { signal }),
    fill,
  });
  const items = useRows<ItemRow>(
    (item) => item.skuId,
    () => markDirty(true),
  );
  useEffect(() => {
    if (!everyStoreAllowed && !id && form.getFieldValue('allStores') === true)
      form.setFieldValue('allStores', false);
  }, [everyStoreAllowed, id, form]);

  const readOnly = id !== '' && order !== null && order.status !== 'draft';

  const save = async (submit: boolean) => {
    setProblems([]);
    let values: AdjustmentFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (items.rows.length === 0) return setItemsError(t('noItems'));
    if (items.rows.some((item) => item.newPrice === null)) return setItemsError(t('newPriceRequired'));
    setSaving(submit ? 'submit' : 'draft');
    try {
      const saved = await call(
        kit,
        'adjustmentSave',
        {
          ...(order ? { id: order.id, version: order.version } : {}),
          effectiveAt: values.effectiveAt!.toISOString(),
          allStores: values.allStores,
          storeIds: values.allStores ? [] : values.storeIds,
          remark: values.remark?.trim() ?? '',
          items: items.rows.map((item) => ({ skuId: item.skuId, newPrice: priceText(item.newPrice ?? 0) })),
          submit,
        },
        { silent: true },
      );
      kit.notify('success', t(submit ? 'submitted' : 'savedDraft'));
      markDirty(false);
      // The form is ready for the next order; the saved one opens in its view.
      fill(null);
      openAdjustment(kit, 'view', saved.id);
    } catch (error) {
      setProblems(
        landFieldErrors(form, error, {
          fields: Object.keys(EMPTY),
          rows: { prefix: 'items', label: (index) => items.rows[index]?.skuName },
        }),
      );
    } finally {
      setSaving(null);
    }
  };

  const columns: TableColumnsType<ItemRow> = [
    { title: t('skuName'), dataIndex: 'skuName' },
    { title: t('barCode'), dataIndex: 'barCode' },
    { title: t('currentPrice'), dataIndex: 'currentPrice', align: 'right' },
    {
      title: t('newPrice'),
      key: 'newPrice',
      render: (_, item) => (
        <InputNumber<number>
          aria-label={`${t('newPrice')} ${item.skuName}`}
          min={0}
          max={9_999_999_999.99}
          precision={2}
          step={0.1}
          disabled={readOnly}
          value={item.newPrice}
          status={item.newPrice === null && itemsError ? 'error' : undefined}
          onChange={(newPrice) => items.update(item.skuId, { newPrice })}
        />
      ),
    },
    {
      title: kit.t('common.actions'),
      key: 'actions',
      render: (_, item) => (
        <Button type="link" size="small" danger disabled={readOnly} onClick={() => items.remove(item.skuId)}>
          {kit.t('common.delete')}
        </Button>
      ),
    },
  ];

  if (!ready && !failed) return <Spin />;
  if (id && !order) return <Alert type="warning" showIcon title={t('notFound')} />;

  return (
    <PageCard title={order ? `${t('editTitle')} · ${order.orderNo}` : t('createTitle')}>
      {readOnly && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name="adjustment"
        initialValues={EMPTY}
        disabled={readOnly}
        onValuesChange={() => markDirty(true)}
        style={{ maxWidth: 720 }}
      >
        <FormFields
          required={(field) => kit.t('goods.common.required', { field })}
          rows={[
            {
              name: 'effectiveAt',
              label: t('effectiveAt'),
              rules: [
                { required: true, message: kit.t('goods.common.required', { field: t('effectiveAt') }) },
                {
                  validator: (_, value: Dayjs | null) =>
                    !value || value.isAfter(dayjs())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('effectiveInFuture'))),
                },
              ],
              input: (
                <DatePicker
                  showTime
                  format="YYYY-MM-DD HH:mm:ss"
                  disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                  style={{ width: 260 }}
                />
              ),
            },
            {
              name: 'allStores',
              label: t('stores'),
              choices: [
                { value: true, label: t('allStores'), disabled: !everyStoreAllowed },
                { value: false, label: t('chosenStores') },
              ],
            },
            {
              name: 'storeIds',
              label: t('chosenStores'),
              hidden: allStores !== false,
              rules:
                allStores === false
                  ? [{ required: true, type: 'array', min: 1, message: t('chooseStores') }]
                  : [],
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
            {
              name: 'remark',
              label: kit.t('common.remark'),
              input: <Input.TextArea maxLength={500} rows={2} showCount />,
            },
          ]}
        />
      </Form>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <strong>{t('items')}</strong>
          {!readOnly && (
            <SkuPicker
              kit={kit}
              onPick={(row) => {
                items.add({ ...row, currentPrice: row.skuReferPrice, newPrice: null });
                setItemsError('');
              }}
              exclude={items.rows.map((item) => item.skuId)}
              placeholder={t('skuSearch')}
              ariaLabel={t('addSku')}
            />
          )}
        </Flex>
        {itemsError && <Alert type="error" showIcon title={itemsError} />}
        <Table<ItemRow>
          rowKey="skuId"
          columns={columns}
          dataSource={items.rows}
          pagination={false}
          size="small"
        />
        <Problems problems={problems} />
        {!readOnly && (
          <Flex gap={8}>
            <Button loading={saving === 'draft'} disabled={saving !== null} onClick={() => void save(false)}>
              {t('saveDraft')}
            </Button>
            <Button
              type="primary"
              loading={saving === 'submit'}
              disabled={saving !== null}
              onClick={() => void save(true)}
            >
              {t('saveAndSubmit')}
            </Button>
          </Flex>
        )}
      </Flex>
    </PageCard>
  );
}
