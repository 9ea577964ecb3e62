import { Form, Input, InputNumber, Select, Tag } from 'antd';
import type { BarPrefixRule, GoodsTaxRate, GoodsUnit, PropertyTemplate, Supplier } from '@rcadmin/contract';
import {
  BAR_PREFIX_CODE_LENGTH,
  BAR_PREFIX_TYPES,
  PROPERTY_TEMPLATE_VALUES_MAX,
  UNIT_NAME_MAX,
} from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { CodeListTab } from './code-list-tab';
import { call, useCall, useLoad } from '../../../kit';
import { textsOf, type KeyIn, type Translate } from '../../../kit/i18n/texts';

type Props = { kit: HostKit };
/** Refusals show on the page (fields, or above the list), not as the shell's toast. */
const SILENT = { silent: true } as const;
const RATE = /^[0-9]{1,3}(\.[0-9]{1,2})?$/;
const SUPPLIER_CODE = /^[0-9A-Za-z_.-]{1,32}$/;

type Texts = Translate<KeyIn<'settings.goodsSettings'>>;

/** A required text of at most `max` characters (spaces alone do not count). */
function textRules(t: Texts, label: string, max: number) {
  return [
    { required: true, whitespace: true, message: t('required', { field: label }) },
    { max, message: t('tooLong', { field: label, max }) },
  ];
}

/** Units (a SKU's meaUnit): a name of 1–10 characters. */
export function UnitsTab({ kit }: Props) {
  const t = textsOf(kit, 'settings.goodsSettings');
  const loaded = useCall(kit, 'unitList', undefined);
  return (
    <CodeListTab<GoodsUnit, { name: string }>
      kit={kit}
      section="units"
      loaded={loaded}
      idOf={(row) => row.unitId}
      nameOf={(row) => row.name}
      columns={[{ title: t('units.name'), dataIndex: 'name' }]}
      fieldNames={['name']}
      valuesOf={(row) => ({ name: row?.name ?? '' })}
      formItems={() => (
        <Form.Item name="name" label={t('units.name')} rules={textRules(t, t('units.name'), UNIT_NAME_MAX)}>
          <Input maxLength={UNIT_NAME_MAX} autoFocus />
        </Form.Item>
      )}
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
  const loaded = useCall(kit, 'taxRateList', undefined);
  return (
    <CodeListTab<GoodsTaxRate, { rate: string }>
      kit={kit}
      section="taxRates"
      loaded={loaded}
      idOf={(row) => row.taxRateId}
      nameOf={(row) => `${row.rate}%`}
      columns={[{ title: t('taxRates.rate'), dataIndex: 'rate', render: (rate: string) => `${rate}%` }]}
      fieldNames={['rate']}
      valuesOf={(row) => ({ rate: row?.rate ?? '' })}
      formItems={() => (
        <Form.Item
          name="rate"
          label={t('taxRates.rate')}
          rules={[
            { required: true, message: t('required', { field: t('taxRates.rate') }) },
            {
              validator: async (_, value: string | undefined) => {
                const text = (value ?? '').trim();
                if (text !== '' && (!RATE.test(text) || Number(text) > 100))
                  throw new Error(t('taxRates.rateRule'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={6} suffix="%" autoFocus />
        </Form.Item>
      )}
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
  const loaded = useLoad(kit, 'supplierList', null, async (signal) => ({
    list: await call(kit, 'supplierList', undefined, { signal }),
    builtIn: false,
  }));
  return (
    <CodeListTab<Supplier, { code: string; name: string }>
      kit={kit}
      section="suppliers"
      loaded={loaded}
      idOf={(row) => row.supplierId}
      nameOf={(row) => row.name}
      columns={[
        { title: t('suppliers.code'), dataIndex: 'code', width: 180 },
        { title: t('suppliers.name'), dataIndex: 'name' },
      ]}
      fieldNames={['code', 'name']}
      valuesOf={(row) => ({ code: row?.code ?? '', name: row?.name ?? '' })}
      formItems={() => (
        <>
          <Form.Item
            name="code"
            label={t('suppliers.code')}
            rules={[
              { required: true, whitespace: true, message: t('required', { field: t('suppliers.code') }) },
              { pattern: SUPPLIER_CODE, message: t('suppliers.codeRule') },
            ]}
          >
            <Input maxLength={32} autoFocus />
          </Form.Item>
          <Form.Item name="name" label={t('suppliers.name')} rules={textRules(t, t('suppliers.name'), 100)}>
            <Input maxLength={100} />
          </Form.Item>
        </>
      )}
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
  const loaded = useLoad(kit, 'propertyTemplateList', null, async (signal) => ({
    list: await call(kit, 'propertyTemplateList', undefined, { signal }),
    builtIn: false,
  }));
  return (
    <CodeListTab<PropertyTemplate, { name: string; values: string[] }>
      kit={kit}
      section="templates"
      loaded={loaded}
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
      fieldNames={['name', 'values']}
      valuesOf={(row) => ({ name: row?.name ?? '', values: row ? [...row.values] : [] })}
      formItems={() => (
        <>
          <Form.Item name="name" label={t('templates.name')} rules={textRules(t, t('templates.name'), 50)}>
            <Input maxLength={50} autoFocus />
          </Form.Item>
          <Form.Item
            name="values"
            label={t('templates.values')}
            extra={t('templates.valuesHint', { max: PROPERTY_TEMPLATE_VALUES_MAX })}
            rules={[
              { required: true, type: 'array', min: 1, message: t('templates.valuesRequired') },
              {
                type: 'array',
                max: PROPERTY_TEMPLATE_VALUES_MAX,
                message: t('templates.valuesTooMany', { max: PROPERTY_TEMPLATE_VALUES_MAX }),
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              tokenSeparators={[',', '，']}
              aria-label={t('templates.values')}
            />
          </Form.Item>
        </>
      )}
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
  const loaded = useCall(kit, 'barPrefixRuleList', undefined);
  const typeLabel = (type: (typeof BAR_PREFIX_TYPES)[number]) => t(`prefixes.types.${type}`);
  const { min, max } = BAR_PREFIX_CODE_LENGTH;
  return (
    <CodeListTab<BarPrefixRule, PrefixValues>
      kit={kit}
      section="prefixes"
      loaded={loaded}
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
      fieldNames={['type', 'prefix', 'name', 'codeLength']}
      valuesOf={(row) =>
        row
          ? { type: row.type, prefix: row.prefix, name: row.name, codeLength: row.codeLength }
          : { type: 1, prefix: '', name: '', codeLength: 13 }
      }
      formItems={() => (
        <>
          <Form.Item name="type" label={t('prefixes.type')} rules={[{ required: true }]}>
            <Select options={BAR_PREFIX_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))} />
          </Form.Item>
          <Form.Item
            name="prefix"
            label={t('prefixes.prefix')}
            dependencies={['codeLength']}
            rules={[
              { required: true, message: t('required', { field: t('prefixes.prefix') }) },
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  const prefix = value ?? '';
                  const length = Number(getFieldValue('codeLength'));
                  if (prefix !== '' && (!/^[0-9]{1,10}$/.test(prefix) || prefix.length >= length))
                    throw new Error(t('prefixes.prefixRule'));
                },
              }),
            ]}
          >
            <Input inputMode="numeric" maxLength={10} />
          </Form.Item>
          <Form.Item name="name" label={t('prefixes.name')} rules={textRules(t, t('prefixes.name'), 20)}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="codeLength"
            label={t('prefixes.codeLength')}
            rules={[
              {
                required: true,
                type: 'integer',
                min,
                max,
                message: t('prefixes.codeLengthRule', { min, max }),
              },
            ]}
          >
            <InputNumber min={min} max={max} precision={0} />
          </Form.Item>
        </>
      )}
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
