import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Spin, Steps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useBlocker, useLocation, useParams } from 'react-router';
import { snapshot, useSnapshot } from 'valtio';
import type { BarCodeLookup, CategoryTreeNode, SkuLibraryFill } from '@rcadmin/contract';
import { PAGES, gtinCheckMiss } from '@rcadmin/contract/wire';
import { isCallError, type CallError, type HostKit } from '../../../host-kit';
import {
  clearSkuDraft,
  closeSkuDraft,
  loadSkuDraft,
  markSkuDraftSaved,
  openSkuDraft,
  setSkuField,
  setSkuFields,
  skuDraftMeta,
  skuDrafts,
  type SkuDraft,
} from '../../stores/sku-draft';
import { BarCodeField } from './barcode-field';
import { PackRatesSection, PropertiesSection, SubSkusSection } from './list-sections';
import { ContentSection, PicturesSection, StoresSection } from './media-sections';
import { BrandField, CategoryField, OriginField, SupplierField } from './remote-fields';
import { QUICK_FIELDS, locateFieldError, stepsFor, type SkuField, type SkuSection } from './sku-fields';
import { useReferenceData, type ReferenceData } from './use-reference-data';
import {
  FormFields,
  LoadFailed,
  UnsavedNote,
  call,
  landFieldErrors,
  useCan,
  useFormRecord,
  useFormSave,
  type Field,
} from '../../../kit';
import { messageOf } from '../../../shared/call-refusal';
import { QUICK_QUERY, openSkuPage } from '../catalogue-shared/sku-pages';

export type SkuFormMode = 'create' | 'edit' | 'view';

export interface SkuFormProps {
  kit: HostKit;
  mode: SkuFormMode;
  /** '1' for combined goods (GOODS-09). */
  comb: '0' | '1';
  /** The SKU of edit and view. */
  skuId?: string;
}

/** Draft key of a form: one draft per open form (create, edit/12, ccreate, cview/12 ...). */
export const draftKeyOf = (mode: SkuFormMode, comb: '0' | '1', skuId?: string): string => {
  const prefix = comb === '1' ? 'c' : '';
  return mode === 'create' ? `${prefix}create` : `${prefix}${mode}/${skuId}`;
};

const MONEY = /^-?[0-9]{1,10}(\.[0-9]{1,2})?$/;
const DIGITS = /^[0-9]{0,6}$/;

/** The ids from the root down to a category (categorys), [] when the tree has no such category. */
function categoryPath(tree: readonly CategoryTreeNode[], categoryId: string): string[] {
  for (const node of tree) {
    if (node.categoryId === categoryId) return [node.categoryId];
    const below = categoryPath(node.children, categoryId);
    if (below.length) return [node.categoryId, ...below];
  }
  return [];
}

/** The last barcode check of each form (by draft key): the barcode rule refuses a used one. */
const barCodeChecks = new Map<string, { barCode: string; lookup: BarCodeLookup | null }>();

/** Values the antd form holds: the draft's plain fields (the lists are edited beside it). */
const formValuesOf = (draft: SkuDraft) => ({ ...snapshot(draft) }) as Record<string, unknown>;

/** The antd form's name of a field (the category cascader holds the path, categorys). */
const formNameOf = (field: SkuField): string => (field.kind === 'category' ? 'categorys' : field.name);

/** The short form's field names: a server error on another field opens the steps that show it. */
const QUICK_NAMES = new Set(QUICK_FIELDS.map(formNameOf));

/**
 * The goods form (create, edit, view; single and combined goods): a stepped form over every
 * group of the SKU draft (spec §3), one field definition for all three, view read-only.
 */
/**
 * Asks before Back leaves a form with unsaved changes for its list (react-router's blocker); the
 * draft is given up when the user confirms. Switching tabs never asks: the draft stays with its
 * tab, and the shell asks before that tab closes (kit.setUnsaved).
 */
function BackGuard(props: {
  kit: HostKit;
  armedRef: RefObject<boolean>;
  dirty: boolean;
  draftKey: string;
  path: string;
}) {
  const { kit, armedRef, dirty, draftKey, path } = props;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const asked = armedRef.current && currentLocation.pathname !== nextLocation.pathname;
    armedRef.current = false;
    return asked && dirty;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title: kit.t('common.unsavedLeave'),
      okText: kit.t('common.confirm'),
      cancelText: kit.t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        // Given up: clean, so the draft goes with the form and the next open reads it afresh.
        markSkuDraftSaved(draftKey, skuDrafts[draftKey]?.version ?? 0);
        kit.setUnsaved(path, false);
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, draftKey, kit, path]);
  return null;
}

export function SkuForm({ kit, mode, comb, skuId }: SkuFormProps) {
  const t = kit.t;
  const key = draftKeyOf(mode, comb, skuId);
  const draft = openSkuDraft(key, comb);
  const snap = useSnapshot(draft);
  const dirty = useSnapshot(skuDraftMeta)[key]?.dirty ?? false;
  // A user who may not change the SKU here (rights per action) sees the form read-only.
  const may = useCan(kit, comb === '1' ? PAGES.combGoodsList.path : PAGES.goodsList.path);
  const readOnly = mode === 'view' || !may(mode === 'create' ? 'create' : 'edit');
  const { pathname, search } = useLocation();
  const [form] = Form.useForm();
  // A new single good may be made on one page (the short form, ?form=quick); "More details" shows
  // the steps with what was entered, and the address says which, so a reload keeps it.
  const [quickAsked, setQuickAsked] = useState(
    () => new URLSearchParams(search).get('form') === QUICK_QUERY.form,
  );
  const quick = quickAsked && mode === 'create' && comb === '0' && !readOnly;
  const showQuick = (next: boolean) => {
    form.setFieldsValue(formValuesOf(draft));
    setQuickAsked(next);
    kit.replaceQuery(next ? QUICK_QUERY : {});
  };
  /** A refusal on a field the short form does not show: landed once the steps show it. */
  const pendingRefusal = useRef<CallError | null>(null);
  const reference = useReferenceData(kit);
  const steps = useMemo(() => stepsFor(comb), [comb]);
  const fieldNames = new Set([
    'categorys',
    ...steps.flatMap((item) => item.fields.map((field) => field.name as string)),
  ]);
  const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});
  const step = Math.min(snap.currentStep, steps.length - 1);
  const goTo = (next: number) => setSkuField(draft, 'currentStep', next);
  // A draft changed before its tab was left shows again as it was, still unsaved (the draft, in
  // the drafts' store, is the form's record: a save sends it whole).
  const [kept] = useState(() =>
    skuDraftMeta[key]?.loaded && skuDraftMeta[key].dirty ? { record: null } : undefined,
  );

  /**
   * The barcode whose wrong check digit the user confirmed as an in-house code (a saved SKU's own
   * was confirmed when it was saved: its edits do not ask again).
   */
  const confirmedBarCode = useRef('');

  // ---- loading: initSku.do for a new good (GOODS-02), getSku and loadRate for one saved (GOODS-03)
  const { ready, failed, error, refill, markDirty } = useFormRecord<Partial<SkuDraft>>(kit, pathname, {
    id: skuId ?? '',
    loadNew: true,
    names: mode === 'create' ? 'goodsInitSku' : ['goodsGetSku', 'goodsLoadRate'],
    load: async (id, signal) => {
      if (mode === 'create') return call(kit, 'goodsInitSku', { comb }, { signal });
      const [sku, rates] = await Promise.all([
        call(kit, 'goodsGetSku', { skuId: id }, { signal }),
        call(kit, 'goodsLoadRate', { skuId: id }, { signal }),
      ]);
      return { ...sku, packRates: rates };
    },
    fill: (sku) => {
      if (mode !== 'create') confirmedBarCode.current = sku?.barCode ?? '';
      loadSkuDraft(key, sku ?? {});
      form.setFieldsValue(formValuesOf(openSkuDraft(key, comb)));
    },
    draft: kept,
  });
  /** Gives up the draft: the form is read from the server again. */
  const reload = () => {
    clearSkuDraft(draft, comb);
    markSkuDraftSaved(key, draft.version);
    refill();
  };

  // A draft that is kept (tab switch) shows again as it was; a clean one is read afresh next time.
  useEffect(
    () => () => {
      if (!skuDraftMeta[key]?.dirty) closeSkuDraft(key);
    },
    [key],
  );

  // ---- unsaved changes: the draft's lists change it beside the antd form, so its mark is the
  // draft's; the shell asks before the tab closes, leaving the form asks here
  useEffect(() => {
    if (!readOnly) markDirty(dirty);
  }, [dirty, markDirty, readOnly]);

  /** Set by the Back button: the one way out of the form that gives up its draft. */
  const backRequestedRef = useRef(false);

  // ---- barcode check (GOODS-07)
  const onBarCodeChecked = (barCode: string, lookup: BarCodeLookup | null) => {
    barCodeChecks.set(key, { barCode, lookup });
    if (lookup?.usedBy) void form.validateFields(['barCode']);
  };
  const onLibraryFill = (fill: SkuLibraryFill) => {
    const values = Object.fromEntries(
      Object.entries(fill).filter(([, value]) => value !== ''),
    ) as Partial<SkuDraft>;
    if (fill.categoryId) values.categorys = categoryPath(reference.categories, fill.categoryId);
    setSkuFields(draft, values);
    form.setFieldsValue(values);
    kit.notify('success', t('goods.form.barCode.filled'));
  };

  // ---- saving (GOODS-04)
  const [modal, confirmDialogs] = Modal.useModal();
  /** A refusal's field errors on the fields, the lists' above their sections; the first one's step shows. */
  const landRefusal = (refusal: CallError) => {
    const located = (refusal.fieldErrors ?? []).map((entry) => ({
      ...entry,
      ...locateFieldError(entry.field, comb),
    }));
    if (quick && located.some((at) => !QUICK_NAMES.has(at.name))) {
      pendingRefusal.current = refusal;
      showQuick(false);
      return;
    }
    const aliases = Object.fromEntries(located.map((at) => [at.field, at.name]));
    landFieldErrors(form, refusal, { fields: [...fieldNames], aliases });
    setSectionErrors(
      Object.fromEntries(located.filter((at) => !fieldNames.has(at.name)).map((at) => [at.name, at.msg])),
    );
    if (located[0]) goTo(located[0].step);
  };

  const { saving, submit, dialogs } = useFormSave(kit, form, key, {
    texts: { staleTitle: t('goods.form.stale.title'), staleReload: t('goods.form.stale.reload') },
    onInvalid: (name) => goTo(locateFieldError(name, comb).step),
    // The draft holds every value (the lists are edited beside the antd form).
    save: () => {
      setSectionErrors({});
      const body = { ...snapshot(draft), comb } as SkuDraft;
      const barCodeCheckOverride =
        confirmedBarCode.current === body.barCode && gtinCheckMiss(body.barCode) !== null;
      return call(kit, 'goodsSaveSku', { ...body, barCodeCheckOverride }, { silent: true });
    },
    onSaved: (saved) => {
      // Clean now: the draft goes when the form unmounts, and the next open reads it afresh.
      markSkuDraftSaved(key, saved.version);
      // A view of this SKU kept open in another tab reads it again.
      closeSkuDraft(draftKeyOf('view', comb, saved.skuId));
      kit.closeTab(pathname);
      openSkuPage(kit, comb, 'view', saved.skuId);
    },
    reloadOnStale: reload,
    land: (refusal) => {
      if (isCallError(refusal)) landRefusal(refusal);
      kit.notify('error', messageOf(refusal));
      return [];
    },
  });

  /** Saves; a barcode whose EAN/UPC check digit is wrong is kept only when the user confirms it. */
  const save = () => {
    const barCode = (form.getFieldValue('barCode') as string | undefined)?.trim() ?? '';
    const miss = gtinCheckMiss(barCode);
    if (!miss || confirmedBarCode.current === barCode) return void submit(null, () => markDirty(false));
    void modal.confirm({
      title: t('goods.form.barCode.confirmTitle'),
      content: t('goods.form.barCode.confirmContent', { ...miss, barCode }),
      okText: t('goods.form.barCode.confirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => {
        confirmedBarCode.current = barCode;
        void submit(null, () => markDirty(false));
      },
    });
  };

  useEffect(() => {
    const refusal = pendingRefusal.current;
    if (quick || !refusal) return;
    pendingRefusal.current = null;
    landRefusal(refusal);
    // Once the steps show: landRefusal is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quick]);

  // ---- rendering

  const rulesOf = (field: SkuField): Rule[] => {
    const rules: Rule[] = [];
    if (field.kind === 'money') rules.push({ pattern: MONEY, message: t('goods.form.errors.money') });
    if (field.kind === 'digits') rules.push({ pattern: DIGITS, message: t('goods.form.errors.digits') });
    if (field.max)
      rules.push({ max: field.max, message: t('goods.form.errors.tooLong', { max: field.max }) });
    if (field.name === 'barCode') {
      // EAN-8/UPC-A/EAN-13: a wrong check digit warns (an in-house code may keep it: Save asks).
      rules.push({
        warningOnly: true,
        validator: async (_, value: string) => {
          const miss = gtinCheckMiss((value ?? '').trim());
          if (miss) throw new Error(t('goods.form.barCode.checkDigit', { ...miss }));
        },
      });
      rules.push({
        validator: async (_, value: string) => {
          const check = barCodeChecks.get(key);
          const usedBy = check?.barCode === (value ?? '').trim() ? check.lookup?.usedBy : null;
          if (usedBy)
            throw new Error(t('goods.form.barCode.used', { name: usedBy.skuName, id: usedBy.skuId }));
        },
      });
    }
    if (field.name === 'minPrice' || field.name === 'maxPrice' || field.name === 'skuReferPrice') {
      rules.push(({ getFieldValue }) => ({
        validator: async () => {
          const min = Number(getFieldValue('minPrice') || NaN);
          const max = Number(getFieldValue('maxPrice') || NaN);
          const refer = Number(getFieldValue('skuReferPrice') || NaN);
          if (field.name === 'maxPrice' && min > max) throw new Error(t('goods.form.errors.minOverMax'));
          if (field.name === 'skuReferPrice' && (refer < min || refer > max)) {
            throw new Error(t('goods.form.errors.referOutside'));
          }
          if (field.name === 'skuReferPrice' && getFieldValue('saleState') === 1 && refer === 0) {
            throw new Error(t('goods.form.errors.onSalePrice'));
          }
        },
      }));
    }
    if (field.kind === 'category') {
      rules.push(({ getFieldValue }) => ({
        validator: async (_, value: unknown) => {
          const none = !Array.isArray(value) || value.length === 0;
          if (none && getFieldValue('saleState') === 1)
            throw new Error(t('goods.form.errors.onSaleCategory'));
        },
      }));
    }
    return rules;
  };

  const optionsOf = (field: SkuField, data: ReferenceData) => {
    if (!field.options) return [];
    if (field.options === 'taxRates') {
      return data.sysParams.taxRates.map((rate) => ({ value: rate, label: `${rate}%` }));
    }
    const numeric = typeof snap[field.name] === 'number';
    return data.base[field.options].map((item) => ({
      value: numeric ? Number(item.code) : item.code,
      label: item.label,
    }));
  };

  const choose = t('goods.form.placeholders.select');
  const control = (field: SkuField): ReactNode => {
    const placeholder = field.kind === 'select' ? choose : t('goods.form.placeholders.input');
    switch (field.kind) {
      case 'barCode':
        return (
          <BarCodeField
            kit={kit}
            skuId={snap.skuId}
            disabled={readOnly}
            onChecked={onBarCodeChecked}
            onFill={onLibraryFill}
          />
        );
      case 'category':
        return (
          <CategoryField
            tree={reference.categories}
            disabled={readOnly}
            placeholder={choose}
            onPick={(categoryId, categoryName) => setSkuFields(draft, { categoryId, categoryName })}
          />
        );
      case 'brand':
        return (
          <BrandField
            kit={kit}
            name={snap.brandName}
            disabled={readOnly}
            placeholder={choose}
            onPick={(brandId, brandName) => setSkuFields(draft, { brandId, brandName })}
          />
        );
      case 'supplier':
      case 'sendSupplier': {
        const nameField = field.kind === 'supplier' ? 'supplierName' : 'sendSupplierName';
        return (
          <SupplierField
            suppliers={reference.suppliers}
            name={snap[nameField]}
            disabled={readOnly}
            placeholder={choose}
            onPick={(id, name) => setSkuFields(draft, { [field.name]: id, [nameField]: name })}
          />
        );
      }
      case 'origin':
        return <OriginField kit={kit} disabled={readOnly} placeholder={choose} />;
      case 'select':
        return (
          <Select
            allowClear={!field.required}
            // A tenant's own lists (units, tax rates) can be long: typing narrows them.
            showSearch={{ optionFilterProp: 'label' }}
            options={optionsOf(field, reference)}
            placeholder={placeholder}
          />
        );
      case 'multiSelect':
        return <Select mode="multiple" options={optionsOf(field, reference)} placeholder={placeholder} />;
      case 'date':
        return <Input type="date" />;
      case 'textarea':
        return <Input.TextArea rows={3} maxLength={field.max} />;
      case 'money':
        return <Input inputMode="decimal" placeholder="0.00" />;
      default:
        return undefined; // the kit's text box
    }
  };
  const fieldOf = (field: SkuField): Field => ({
    name: formNameOf(field),
    label: t(`goods.form.fields.${field.name}`),
    input: control(field),
    choices:
      field.kind === 'flag'
        ? [
            { value: '1', label: t('common.yes') },
            { value: '0', label: t('common.no') },
          ]
        : undefined,
    max: field.max,
    placeholder: t('goods.form.placeholders.input'),
    required: field.required,
    rules: rulesOf(field),
    dependencies: dependenciesOf(field),
  });

  // A SKU on sale needs a retail price above 0 and a category: both are checked again when saleState changes.
  const dependenciesOf = (field: SkuField): string[] | undefined => {
    if (field.name === 'skuReferPrice') return ['minPrice', 'maxPrice', 'saleState'];
    if (field.name === 'maxPrice') return ['minPrice', 'maxPrice'];
    if (field.kind === 'category') return ['saleState'];
    return undefined;
  };

  const section = (name: SkuSection): ReactNode => {
    const props = { kit, draft, readOnly };
    const errorsHere = Object.entries(sectionErrors).filter(
      ([field]) => locateFieldError(field, comb).step === step,
    );
    const content = {
      subSkus: <SubSkusSection {...props} max={reference.conf.maxSubSkus} />,
      packRates: (
        <PackRatesSection {...props} units={reference.base.units} max={reference.conf.maxPackRates} />
      ),
      propertys: <PropertiesSection {...props} templates={reference.propertyTemplates} />,
      navigation: <StoresSection {...props} navigation={reference.navigation} stores={reference.stores} />,
      stores: null,
      pictures: <PicturesSection {...props} max={reference.conf.maxPictures} />,
      content: <ContentSection {...props} />,
    }[name];
    return (
      <div key={name}>
        {errorsHere.map(([field, msg]) => (
          <Alert key={field} type="error" showIcon title={msg} style={{ marginBottom: 8 }} />
        ))}
        {content}
      </div>
    );
  };

  if (failed)
    return (
      <LoadFailed
        message={error || t('goods.form.loadFailed')}
        retry={t('common.refresh')}
        onRetry={reload}
      />
    );

  return (
    <Spin spinning={!ready}>
      {dialogs}
      {confirmDialogs}
      <div className="goods-sku-form" data-mode={mode} data-comb={comb}>
        {!readOnly && (
          <BackGuard kit={kit} armedRef={backRequestedRef} dirty={dirty} draftKey={key} path={pathname} />
        )}
        {dirty && !readOnly && <UnsavedNote kit={kit} onDiscard={reload} />}
        {!quick && (
          <Steps
            size="small"
            current={step}
            onChange={goTo}
            items={steps.map((item) => ({ title: t(`goods.form.steps.${item.key}`) }))}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={formValuesOf(draft)}
          onValuesChange={(changed: Partial<SkuDraft>) => {
            if (ready) setSkuFields(draft, changed);
          }}
        >
          {quick ? (
            <div data-layout="quick">
              <FormFields
                rows={QUICK_FIELDS.map(fieldOf)}
                required={(field) => t('goods.common.required', { field })}
                columns
                readOnly={readOnly}
              />
              <Alert type="info" showIcon title={t('goods.form.quick.hint')} />
            </div>
          ) : (
            steps.map((item, index) => (
              <div key={item.key} hidden={index !== step} data-step={item.key}>
                <FormFields
                  rows={item.fields.map(fieldOf)}
                  required={(field) => t('goods.common.required', { field })}
                  columns
                  readOnly={readOnly}
                />
                {item.sections?.map(section)}
              </div>
            ))
          )}
        </Form>
        <Space style={{ marginTop: 16 }}>
          {quick ? (
            <Button onClick={() => showQuick(false)}>{t('goods.form.quick.moreDetails')}</Button>
          ) : (
            <>
              <Button disabled={step === 0} onClick={() => goTo(step - 1)}>
                {t('goods.form.previous')}
              </Button>
              <Button disabled={step >= steps.length - 1} onClick={() => goTo(step + 1)}>
                {t('goods.form.next')}
              </Button>
            </>
          )}
          <Button
            onClick={() => {
              backRequestedRef.current = true;
              openSkuPage(kit, comb, 'list');
            }}
          >
            {t('common.back')}
          </Button>
          {!readOnly && (
            <Button type="primary" loading={saving} disabled={!ready} onClick={save}>
              {t('common.save')}
            </Button>
          )}
          {!readOnly && mode === 'create' && <Button onClick={reload}>{t('goods.form.clear')}</Button>}
          {!quick && !readOnly && mode === 'create' && comb === '0' && (
            <Button type="link" onClick={() => showQuick(true)}>
              {t('goods.form.quick.shortForm')}
            </Button>
          )}
          {readOnly && mode === 'view' && may('edit') && (
            <Button type="primary" onClick={() => openSkuPage(kit, comb, 'edit', skuId)}>
              {t('common.edit')}
            </Button>
          )}
        </Space>
      </div>
    </Spin>
  );
}

/** The form's page of a mode and a kind of goods; edit and view read their SKU from the address. */
const formPage = (mode: SkuFormMode, comb: '0' | '1') =>
  function SkuFormPage({ kit }: { kit: HostKit }) {
    const { id = '' } = useParams();
    if (mode === 'create') return <SkuForm kit={kit} mode={mode} comb={comb} />;
    return <SkuForm key={id} kit={kit} mode={mode} comb={comb} skuId={id} />;
  };

/**
 * The goods form's pages: create (GOODS-02) from initSku.do, edit and view (GOODS-03) from
 * getSku, and the same for combined goods (GOODS-09).
 */
export const SKU_FORM_PAGES = {
  goodsCreate: formPage('create', '0'),
  goodsEdit: formPage('edit', '0'),
  goodsView: formPage('view', '0'),
  combGoodsCreate: formPage('create', '1'),
  combGoodsEdit: formPage('edit', '1'),
  combGoodsView: formPage('view', '1'),
};
