import { Input, InputNumber, Select, Tag } from 'antd';
import type { BarPrefixRule, GoodsTaxRate, GoodsUnit, PropertyTemplate, Supplier } from '@rcadmin/contract';
import {
  BAR_PREFIX_CODE_LENGTH,
  BAR_PREFIX_TYPES,
  PROPERTY_TEMPLATE_VALUES_MAX,
  UNIT_NAME_MAX,
} from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { CodeListTab } from './code-list-tab';
import { call, useCall, useLoad, type Field } from '../../../kit';
import { textsOf, type KeyIn, type Translate } from '../../../kit/i18n/texts';

type Props = { kit: HostKit };
/** Refusals show on the page (fields, or above the list), not as the shell's toast. */
const SILENT = { silent: true } as const;
const RATE = /^[0-9]{1,3}(\.[0-9]{1,2})?$/;
const SUPPLIER_CODE = /^[0-9A-Za-z_.-]{1,32}$/;

type Texts = Translate<KeyIn<'settings.goodsSettings'>>;

/** A required text field of at most `max` characters (spaces alone do not count). */
const textField = <R,>(t: Texts, name: string, label: string, max: number, first = false): Field<R> => ({
  name,
  label,
  required: true,
  rules: [{ max, message: t('tooLong', { field: label, max }) }],
  input: <Input maxLength={max} autoFocus={first} />,
});

/** A list the server answers whole, as a tab holds it (never the built-in one). */
const useOwnList = <N extends 'supplierList' | 'propertyTemplateList'>(kit: HostKit, name: N) =>
  useLoad(kit, name, null, async (signal) => ({
    list: await call(kit, name, undefined, { signal }),
    builtIn: false,
  }));

/** Units (a SKU's meaUnit): a name of 1–10 characters. */
export function UnitsTab({ kit }: Props) {
  const t = textsOf(kit, 'settings.goodsSettings');
  return (
    <CodeListTab<GoodsUnit, { name: string }>
      kit={kit}
      section="units"
      loaded={useCall(kit, 'unitList', undefined)}
      idOf={(row) => row.unitId}
      nameOf={(row) => row.name}
      columns={[{ title: t('units.name'), dataIndex: 'name' }]}
      valuesOf={(row) => ({ name: row?.name ?? '' })}
      fields={[textField(t, 'name', t('units.name'), UNIT_NAME_MAX, true)]}
      save={(values, row) =>
        call(kit, 'unitSave', { unitId: row?.unitId ?? '', name: values.name.trim() }, SILENT)
      }
      remove={(row) => call(kit, 'unitDelete', { unitId: row.unitId }, SILENT)}
    />
  );
}

/** Tax rates, in percent: 0–100 with at most two decimals. */
export function TaxRatesTab({ kit }: Props) {
  const t = textsOf(kit, 'settings.goodsSettings');
  return (
    <CodeListTab<GoodsTaxRate, { rate: string }>
      kit={kit}
      section="taxRates"
      loaded={useCall(kit, 'taxRateList', undefined)}
      idOf={(row) => row.taxRateId}
      nameOf={(row) => `${row.rate}%`}
      columns={[{ title: t('taxRates.rate'), dataIndex: 'rate', render: (rate: string) => `${rate}%` }]}
      valuesOf={(row) => ({ rate: row?.rate ?? '' })}
      fields={[
        {
          name: 'rate',
          label: t('taxRates.rate'),
          required: true,
          rules: [
            {
              validator: async (_, value: string | undefined) => {
                const text = (value ?? '').trim();
                if (text !== '' && (!RATE.test(text) || Number(text) > 100))
                  throw new Error(t('taxRates.rateRule'));
              },
            },
          ],
          input: <Input inputMode="decimal" maxLength={6} suffix="%" autoFocus />,
        },
      ]}
      save={(values, row) =>
        call(kit, 'taxRateSave', { taxRateId: row?.taxRateId ?? '', rate: values.rate.trim() }, SILENT)
      }
      remove={(row) => call(kit, 'taxRateDelete', { taxRateId: row.taxRateId }, SILENT)}
    />
  );
}

/** Suppliers: a code unique in the tenant and a name. */
export function SuppliersTab({ kit }: Props) {
  const t = textsOf(kit, 'settings.goodsSettings');
  return (
    <CodeListTab<Supplier, { code: string; name: string }>
      kit={kit}
      section="suppliers"
      loaded={useOwnList(kit, 'supplierList')}
      idOf={(row) => row.supplierId}
      nameOf={(row) => row.name}
      columns={[
        { title: t('suppliers.code'), dataIndex: 'code', width: 180 },
        { title: t('suppliers.name'), dataIndex: 'name' },
      ]}
      valuesOf={(row) => ({ code: row?.code ?? '', name: row?.name ?? '' })}
      fields={[
        {
          name: 'code',
          label: t('suppliers.code'),
          required: true,
          rules: [{ pattern: SUPPLIER_CODE, message: t('suppliers.codeRule') }],
          input: <Input maxLength={32} autoFocus />,
        },
        textField(t, 'name', t('suppliers.name'), 100),
      ]}
      save={(values, row) =>
        call(
          kit,
          'supplierSave',
          { supplierId: row?.supplierId ?? '', code: values.code.trim(), name: values.name.trim() },
          SILENT,
        )
      }
      remove={(row) => call(kit, 'supplierDelete', { supplierId: row.supplierId }, SILENT)}
    />
  );
}

/** Property templates: a name and its values (each once), edited with the version read. */
export function TemplatesTab({ kit }: Props) {
  const t = textsOf(kit, 'settings.goodsSettings');
  return (
    <CodeListTab<PropertyTemplate, { name: string; values: string[] }>
      kit={kit}
      section="templates"
      loaded={useOwnList(kit, 'propertyTemplateList')}
      idOf={(row) => row.templateId}
      nameOf={(row) => row.name}
      columns={[
        { title: t('templates.name'), dataIndex: 'name', width: 200 },
        {
          title: t('templates.values'),
          dataIndex: 'values',
          render: (values: string[]) => values.map((value) => <Tag key={value}>{value}</Tag>),
        },
      ]}
      valuesOf={(row) => ({ name: row?.name ?? '', values: row ? [...row.values] : [] })}
      fields={[
        textField(t, 'name', t('templates.name'), 50, true),
        {
          name: 'values',
          label: t('templates.values'),
          extra: t('templates.valuesHint', { max: PROPERTY_TEMPLATE_VALUES_MAX }),
          rules: [
            { required: true, type: 'array', min: 1, message: t('templates.valuesRequired') },
            {
              type: 'array',
              max: PROPERTY_TEMPLATE_VALUES_MAX,
              message: t('templates.valuesTooMany', { max: PROPERTY_TEMPLATE_VALUES_MAX }),
            },
          ],
          input: (
            <Select
              mode="tags"
              open={false}
              tokenSeparators={[',', '，']}
              aria-label={t('templates.values')}
            />
          ),
        },
      ]}
      save={(values, row) =>
        call(
          kit,
          'propertyTemplateSave',
          {
            templateId: row?.templateId ?? '',
            name: values.name.trim(),
            values: values.values.map((value) => value.trim()).filter((value) => value !== ''),
            ...(row ? { version: row.version } : {}),
          },
          SILENT,
        )
      }
      remove={(row) => call(kit, 'propertyTemplateDelete', { templateId: row.templateId }, SILENT)}
    />
  );
}

interface PrefixValues {
  type: number;
  prefix: string;
  name: string;
  codeLength: number;
}

/** Barcode prefix rules: a type, digits the barcodes start with, and their length (8–18). */
export function PrefixesTab({ kit }: Props) {
  const t = textsOf(kit, 'settings.goodsSettings');
  const typeLabel = (type: (typeof BAR_PREFIX_TYPES)[number]) => t(`prefixes.types.${type}`);
  const { min, max } = BAR_PREFIX_CODE_LENGTH;
  return (
    <CodeListTab<BarPrefixRule, PrefixValues>
      kit={kit}
      section="prefixes"
      loaded={useCall(kit, 'barPrefixRuleList', undefined)}
      idOf={(row) => row.ruleId}
      nameOf={(row) => row.name}
      columns={[
        { title: t('prefixes.type'), dataIndex: 'type', width: 160, render: typeLabel },
        { title: t('prefixes.prefix'), dataIndex: 'prefix', width: 120 },
        { title: t('prefixes.name'), dataIndex: 'name' },
        {
          title: t('prefixes.codeLength'),
          dataIndex: 'codeLength',
          width: 140,
          render: (count: number) => t('prefixes.digits', { count }),
        },
      ]}
      valuesOf={(row) =>
        row
          ? { type: row.type, prefix: row.prefix, name: row.name, codeLength: row.codeLength }
          : { type: 1, prefix: '', name: '', codeLength: 13 }
      }
      fields={[
        {
          name: 'type',
          label: t('prefixes.type'),
          rules: [{ required: true }],
          input: (
            <Select options={BAR_PREFIX_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))} />
          ),
        },
        {
          name: 'prefix',
          label: t('prefixes.prefix'),
          dependencies: ['codeLength'],
          required: true,
          rules: [
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const prefix = value ?? '';
                const length = Number(getFieldValue('codeLength'));
                if (prefix !== '' && (!/^[0-9]{1,10}$/.test(prefix) || prefix.length >= length))
                  throw new Error(t('prefixes.prefixRule'));
              },
            }),
          ],
          input: <Input inputMode="numeric" maxLength={10} />,
        },
        textField(t, 'name', t('prefixes.name'), 20),
        {
          name: 'codeLength',
          label: t('prefixes.codeLength'),
          rules: [
            {
              required: true,
              type: 'integer',
              min,
              max,
              message: t('prefixes.codeLengthRule', { min, max }),
            },
          ],
          input: <InputNumber min={min} max={max} precision={0} />,
        },
      ]}
      save={(values, row) =>
        call(
          kit,
          'barPrefixRuleSave',
          {
            ruleId: row?.ruleId ?? '',
            type: String(values.type) as '1' | '2' | '3',
            prefix: values.prefix.trim(),
            name: values.name.trim(),
            codeLength: String(values.codeLength),
          },
          SILENT,
        )
      }
      remove={(row) => call(kit, 'barPrefixRuleDelete', { ruleId: row.ruleId }, SILENT)}
    />
  );
}
