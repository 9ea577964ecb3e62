import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, Form, InputNumber, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Adjustment } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { SkuRows } from '../catalogue-shared/sku-rows';
import { ADJUSTMENT_PATHS, adjustmentFields, openAdjustment } from './adjustment-parts';
import { PageCard } from '../../../shared/page-card';
import { useDataScope } from '../../../shared/data-scope';
import {
  FormFields,
  Problems,
  call,
  textsOf,
  useCall,
  useFormRecord,
  useFormSave,
  useRows,
} from '../../../kit';

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
  const t = textsOf(kit, 'goods.catalogue.adjustment');
  const id = useSearchParams()[0].get('id') ?? '';
  const [form] = Form.useForm<AdjustmentFormValues>();
  const allStores = Form.useWatch('allStores', form);
  // An order for every store sets every store's prices: only a user of every store makes one.
  const everyStoreAllowed = useDataScope(kit)?.allStores !== false;
  const stores = useCall(kit, 'goodsQueryStoreList', {}).data ?? [];
  const fields = adjustmentFields(kit, { stores, everyStoreAllowed, allStores });
  /** Which button saves: as a draft, or submitted (its button shows the save under way). */
  const [submitting, setSubmitting] = useState(false);
  const submits = useRef(false);

  /** Puts an order (or nothing: a new one) into the form. */
  const fill = (loaded: Adjustment | null) => {
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
  const {
    record: order,
    ready,
    failed,
    markDirty,
    keep,
  } = useFormRecord(kit, ADJUSTMENT_PATHS.form, {
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

  const readOnly = order !== null && order.status !== 'draft';

  const { saving, submit, problems, say } = useFormSave(kit, form, order, {
    rows: fields,
    list: { prefix: 'items', label: (index) => items.rows[index]?.skuName },
    refuse: () =>
      items.rows.length === 0
        ? [t('noItems')]
        : items.rows.some((item) => item.newPrice === null)
          ? [t('newPriceRequired')]
          : [],
    save: (values: AdjustmentFormValues, record) =>
      call(
        kit,
        'adjustmentSave',
        {
          ...(record ? { id: record.id, version: record.version } : {}),
          effectiveAt: values.effectiveAt!.toISOString(),
          allStores: values.allStores,
          storeIds: values.allStores ? [] : values.storeIds,
          remark: values.remark?.trim() ?? '',
          items: items.rows.map((item) => ({ skuId: item.skuId, newPrice: priceText(item.newPrice ?? 0) })),
          submit: submits.current,
        },
        { silent: true },
      ),
    texts: { saved: '' },
    onSaved: (saved) => {
      kit.notify('success', t(submits.current ? 'submitted' : 'savedDraft'));
      // The form is ready for the next order; the saved one opens in its view.
      keep(null);
      fill(null);
      openAdjustment(kit, 'view', saved.id);
    },
  });
  const send = (asSubmitted: boolean) => {
    submits.current = asSubmitted;
    setSubmitting(asSubmitted);
    void submit(order, () => markDirty(false));
  };

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
        <FormFields rows={fields} required={(field) => kit.t('goods.common.required', { field })} />
      </Form>
      <SkuRows<ItemRow>
        kit={kit}
        heading={<strong>{t('items')}</strong>}
        rows={items}
        readOnly={readOnly}
        picker={{
          placeholder: t('skuSearch'),
          ariaLabel: t('addSku'),
          onPick: (row) => {
            items.add({ ...row, currentPrice: row.skuReferPrice, newPrice: null });
            say([]);
          },
        }}
        columns={[
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
                status={item.newPrice === null && problems.length > 0 ? 'error' : undefined}
                onChange={(newPrice) => items.update(item.skuId, { newPrice })}
              />
            ),
          },
        ]}
      >
        <Problems problems={problems} />
        {!readOnly && (
          <Flex gap={8}>
            <Button loading={saving && !submitting} disabled={saving} onClick={() => send(false)}>
              {t('saveDraft')}
            </Button>
            <Button
              type="primary"
              loading={saving && submitting}
              disabled={saving}
              onClick={() => send(true)}
            >
              {t('saveAndSubmit')}
            </Button>
          </Flex>
        )}
      </SkuRows>
    </PageCard>
  );
}
