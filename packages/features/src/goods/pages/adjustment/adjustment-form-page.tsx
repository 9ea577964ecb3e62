import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Flex, Form, Input, InputNumber, Radio, Select, Spin, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Adjustment, SkuListRow, StoreItem } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { messageOf } from '../catalogue-shared/field-errors';
import { SkuPicker } from '../catalogue-shared/sku-picker';
import { ADJUSTMENT_PATHS, openAdjustment } from './adjustment-parts';
import { PageCard } from '../../../shared/page-card';
import { useDataScope } from '../../../shared/data-scope';
import { call, useCall } from '../../../kit';

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
const FORM_FIELDS = ['effectiveAt', 'allStores', 'storeIds', 'remark'] as const;

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
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<AdjustmentFormValues>();
  const allStores = Form.useWatch('allStores', form);
  // An order for every store sets every store's prices: only a user of every store makes one.
  const scope = useDataScope(kit);
  const everyStoreAllowed = scope?.allStores !== false;
  const [items, setItems] = useState<ItemRow[]>([]);
  const [itemsError, setItemsError] = useState('');
  const [order, setOrder] = useState<Adjustment | null>(null);
  /** The id the form holds (a draft's, or '' for a new order); null before the first load. */
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const loading = loadedId !== id;
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const markDirty = useCallback((dirty: boolean) => kit.setUnsaved(ADJUSTMENT_PATHS.form, dirty), [kit]);

  const stores: StoreItem[] = useCall(kit, 'goodsQueryStoreList', {}).data ?? [];

  // A new order starts empty; a draft loads into the form, once per id: coming back to the tab
  // keeps what was typed.
  const onLoaded = useEffectEvent((loaded: Adjustment | null, loadedFor: string) => {
    fill(loaded);
    setLoadedId(loadedFor);
  });
  useEffect(() => {
    if (!everyStoreAllowed && !id && form.getFieldValue('allStores') === true)
      form.setFieldValue('allStores', false);
  }, [everyStoreAllowed, id, form, loadedId]);
  useEffect(() => {
    if (loadedId === id) return;
    let alive = true;
    (id ? call(kit, 'adjustmentGet', { id }) : Promise.resolve(null)).then(
      (loaded) => alive && onLoaded(loaded, id),
      () => alive && onLoaded(null, id),
    );
    return () => {
      alive = false;
    };
  }, [kit, id, loadedId]);

  /** Puts an order (or nothing: a new one) into the form. */
  function fill(loaded: Adjustment | null) {
    markDirty(false);
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
    setItems(
      (loaded?.items ?? []).map((item) => ({
        skuId: item.skuId,
        skuName: item.skuName,
        barCode: item.barCode,
        currentPrice: item.oldPrice,
        newPrice: Number(item.newPrice),
      })),
    );
  }

  const readOnly = id !== '' && order !== null && order.status !== 'draft';

  const addItem = (row: SkuListRow) => {
    setItems((rows) =>
      rows.some((item) => item.skuId === row.skuId)
        ? rows
        : [
            ...rows,
            {
              skuId: row.skuId,
              skuName: row.skuName,
              barCode: row.barCode,
              currentPrice: row.skuReferPrice,
              newPrice: null,
            },
          ],
    );
    setItemsError('');
    markDirty(true);
  };

  const setNewPrice = (skuId: string, newPrice: number | null) => {
    setItems((rows) => rows.map((item) => (item.skuId === skuId ? { ...item, newPrice } : item)));
    markDirty(true);
  };

  const removeItem = (skuId: string) => {
    setItems((rows) => rows.filter((item) => item.skuId !== skuId));
    markDirty(true);
  };

  const save = async (submit: boolean) => {
    setProblems([]);
    let values: AdjustmentFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (items.length === 0) {
      setItemsError(t('noItems'));
      return;
    }
    if (items.some((item) => item.newPrice === null)) {
      setItemsError(t('newPriceRequired'));
      return;
    }
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
          items: items.map((item) => ({ skuId: item.skuId, newPrice: priceText(item.newPrice ?? 0) })),
          submit,
        },
        { silent: true },
      );
      kit.notify('success', t(submit ? 'submitted' : 'savedDraft'));
      markDirty(false);
      // The form is ready for the next order; the saved one opens in its view.
      fill(null);
      setLoadedId('');
      openAdjustment(kit, 'view', saved.id);
    } catch (error) {
      setProblems(landFieldErrors(error));
    } finally {
      setSaving(null);
    }
  };

  /** Field errors on the form's fields; those about rows (items.N.newPrice) or others listed. */
  const landFieldErrors = (error: unknown): string[] => {
    const fieldErrors = (error as { fieldErrors?: { field: string; msg: string }[] }).fieldErrors ?? [];
    if (fieldErrors.length === 0) return [messageOf(error)];
    const onForm = fieldErrors.filter((entry) => (FORM_FIELDS as readonly string[]).includes(entry.field));
    form.setFields(
      onForm.map((entry) => ({ name: entry.field as keyof AdjustmentFormValues, errors: [entry.msg] })),
    );
    return fieldErrors
      .filter((entry) => !onForm.includes(entry))
      .map((entry) => {
        const row = /^items\.(\d+)/.exec(entry.field);
        const item = row ? items[Number(row[1])] : undefined;
        return item ? `${item.skuName}: ${entry.msg}` : entry.msg;
      });
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
          onChange={(value) => setNewPrice(item.skuId, value)}
        />
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, item) => (
        <Button type="link" size="small" danger disabled={readOnly} onClick={() => removeItem(item.skuId)}>
          {kit.t('goods.buttons.delete')}
        </Button>
      ),
    },
  ];

  if (loading) return <Spin />;
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
        <Form.Item
          name="effectiveAt"
          label={t('effectiveAt')}
          rules={[
            { required: true, message: kit.t('goods.common.required', { field: t('effectiveAt') }) },
            {
              validator: (_, value: Dayjs | null) =>
                !value || value.isAfter(dayjs())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('effectiveInFuture'))),
            },
          ]}
        >
          <DatePicker
            showTime
            format="YYYY-MM-DD HH:mm:ss"
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item name="allStores" label={t('stores')}>
          <Radio.Group
            options={[
              { value: true, label: t('allStores'), disabled: !everyStoreAllowed },
              { value: false, label: t('chosenStores') },
            ]}
          />
        </Form.Item>
        {allStores === false && (
          <Form.Item
            name="storeIds"
            label={t('chosenStores')}
            rules={[{ required: true, type: 'array', min: 1, message: t('chooseStores') }]}
          >
            <Select
              mode="multiple"
              placeholder={t('chooseStores')}
              options={stores.map((store) => ({
                value: store.storeId,
                label: `${store.storeName} (${store.storeCode})`,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={500} rows={2} showCount />
        </Form.Item>
      </Form>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <strong>{t('items')}</strong>
          {!readOnly && (
            <SkuPicker
              kit={kit}
              onPick={addItem}
              exclude={items.map((item) => item.skuId)}
              placeholder={t('skuSearch')}
              ariaLabel={t('addSku')}
            />
          )}
        </Flex>
        {itemsError && <Alert type="error" showIcon title={itemsError} />}
        <Table<ItemRow> rowKey="skuId" columns={columns} dataSource={items} pagination={false} size="small" />
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={problems.length === 1 ? problems[0] : undefined}
            description={
              problems.length > 1 ? problems.map((problem) => <div key={problem}>{problem}</div>) : undefined
            }
          />
        )}
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
