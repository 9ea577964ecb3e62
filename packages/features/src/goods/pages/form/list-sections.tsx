import { useState, type ReactNode } from 'react';
import { AutoComplete, Button, Input, InputNumber, Select, Space, Table } from 'antd';
import { useSnapshot } from 'valtio';
import type { CodeLabel, PackRate, PropertyTemplate } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import {
  addPackRate,
  addProperty,
  addSubSku,
  movePackRate,
  removeCustomProperty,
  setCustomProperty,
  removeRow,
  updateRow,
  type SkuDraft,
} from '../../stores/sku-draft';
import { SkuPicker } from '../catalogue-shared/sku-picker';

export interface SectionProps {
  kit: HostKit;
  draft: SkuDraft;
  readOnly: boolean;
}

/** A row's Remove button (small in a table). */
export const RemoveButton = ({
  kit,
  small,
  onClick,
}: {
  kit: HostKit;
  small?: boolean;
  onClick: () => void;
}) => (
  <Button size={small ? 'small' : undefined} danger onClick={onClick}>
    {kit.t('goods.form.remove')}
  </Button>
);

/** The actions column of a list's table, none when the form is read-only. */
const actionsColumn = (kit: HostKit, readOnly: boolean, render: (index: number) => ReactNode) =>
  readOnly
    ? []
    : [{ title: kit.t('common.actions'), render: (_: unknown, __: unknown, index: number) => render(index) }];

/** Pack rates (DATA-18): rows of quantity, unit and barcode, added, moved and removed. */
export function PackRatesSection({
  kit,
  draft,
  readOnly,
  units,
  max,
}: SectionProps & { units: CodeLabel[]; max: number }) {
  const snap = useSnapshot(draft);
  const t = kit.t;
  /** A column of the rows' inputs, each named by its column and row (Quantity 2). */
  const cell = (
    name: 'quantity' | 'unit' | 'barCode',
    input: (rate: PackRate, index: number, label: string) => ReactNode,
  ) => ({
    title: t(`goods.form.packRates.${name}`),
    render: (_: unknown, rate: PackRate, index: number) =>
      input(rate, index, `${t(`goods.form.packRates.${name}`)} ${index + 1}`),
  });
  return (
    <div data-section="packRates">
      <Table
        size="small"
        pagination={false}
        rowKey={(_, index) => String(index)}
        dataSource={snap.packRates.map((rate) => ({ ...rate }))}
        locale={{ emptyText: t('goods.form.packRates.empty') }}
        columns={[
          cell('quantity', (rate, index, label) => (
            <InputNumber
              aria-label={label}
              min={1}
              max={1_000_000}
              precision={0}
              value={rate.quantity}
              disabled={readOnly}
              onChange={(quantity) =>
                updateRow(draft, 'packRates', index, { quantity: Number(quantity ?? 1) })
              }
            />
          )),
          cell('unit', (rate, index, label) => (
            <Select
              aria-label={label}
              style={{ minWidth: 120 }}
              value={rate.unit || undefined}
              disabled={readOnly}
              options={units.map((unit) => ({ value: unit.code, label: unit.label }))}
              onChange={(unit: string) => updateRow(draft, 'packRates', index, { unit })}
            />
          )),
          cell('barCode', (rate, index, label) => (
            <Input
              aria-label={label}
              value={rate.barCode}
              maxLength={32}
              disabled={readOnly}
              onChange={(event) => updateRow(draft, 'packRates', index, { barCode: event.target.value })}
            />
          )),
          ...actionsColumn(kit, readOnly, (index) => (
            <Space>
              <Button
                size="small"
                disabled={index === 0}
                onClick={() => movePackRate(draft, index, index - 1)}
              >
                {t('common.moveUp')}
              </Button>
              <RemoveButton kit={kit} small onClick={() => removeRow(draft, 'packRates', index)} />
            </Space>
          )),
        ]}
      />
      {!readOnly && (
        <Button
          style={{ marginTop: 8 }}
          disabled={snap.packRates.length >= max}
          onClick={() => addPackRate(draft, { unit: units[0]?.code ?? '' })}
        >
          {t('goods.form.packRates.add')}
        </Button>
      )}
    </div>
  );
}

/**
 * Properties (name and value rows) and custom properties (a name → value map). A property can be
 * added from a template of the goods settings; a row named like a template offers its values.
 */
export function PropertiesSection({
  kit,
  draft,
  readOnly,
  templates,
}: SectionProps & { templates: readonly PropertyTemplate[] }) {
  const snap = useSnapshot(draft);
  const t = kit.t;
  const [customName, setCustomName] = useState('');
  const [customValue, setCustomValue] = useState('');
  const valuesOf = (name: string) => templates.find((template) => template.name === name)?.values;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-section="propertys">
      <h4>{t('goods.form.propertys.title')}</h4>
      {snap.propertys.map((property, index) => {
        const offered = valuesOf(property.name);
        // The value's box, offering a template's values when the name is a template's.
        const value = {
          'aria-label': `${t('goods.form.propertys.value')} ${index + 1}`,
          placeholder: t('goods.form.propertys.value'),
          value: property.value,
          disabled: readOnly,
        };
        return (
          <Space key={index}>
            <Input
              aria-label={`${t('goods.form.propertys.name')} ${index + 1}`}
              placeholder={t('goods.form.propertys.name')}
              value={property.name}
              maxLength={50}
              disabled={readOnly}
              onChange={(event) => updateRow(draft, 'propertys', index, { name: event.target.value })}
            />
            {offered ? (
              <AutoComplete
                {...value}
                style={{ minWidth: 160 }}
                options={offered.map((option) => ({ value: option }))}
                onChange={(next: string) =>
                  updateRow(draft, 'propertys', index, { value: next.slice(0, 200) })
                }
              />
            ) : (
              <Input
                {...value}
                maxLength={200}
                onChange={(event) => updateRow(draft, 'propertys', index, { value: event.target.value })}
              />
            )}
            {!readOnly && <RemoveButton kit={kit} onClick={() => removeRow(draft, 'propertys', index)} />}
          </Space>
        );
      })}
      {!readOnly && (
        <Space>
          <Button onClick={() => addProperty(draft)}>{t('goods.form.propertys.add')}</Button>
          {templates.length > 0 && (
            <Select
              aria-label={t('goods.form.propertys.fromTemplate')}
              placeholder={t('goods.form.propertys.fromTemplate')}
              style={{ minWidth: 200 }}
              value={null}
              options={templates.map((template) => ({ value: template.templateId, label: template.name }))}
              onChange={(templateId: string) => {
                const template = templates.find((entry) => entry.templateId === templateId);
                if (template) addProperty(draft, template.name, '');
              }}
            />
          )}
        </Space>
      )}
      <h4>{t('goods.form.customPropertys.title')}</h4>
      {Object.entries(snap.customPropertys).map(([name, value]) => (
        <Space key={name}>
          <span>{name}</span>
          <Input
            aria-label={name}
            value={value}
            maxLength={200}
            disabled={readOnly}
            onChange={(event) => setCustomProperty(draft, name, event.target.value)}
          />
          {!readOnly && <RemoveButton kit={kit} onClick={() => removeCustomProperty(draft, name)} />}
        </Space>
      ))}
      {!readOnly && (
        <Space>
          <Input
            placeholder={t('goods.form.customPropertys.name')}
            value={customName}
            maxLength={50}
            onChange={(event) => setCustomName(event.target.value)}
          />
          <Input
            placeholder={t('goods.form.customPropertys.value')}
            value={customValue}
            maxLength={200}
            onChange={(event) => setCustomValue(event.target.value)}
          />
          <Button
            disabled={!customName.trim()}
            onClick={() => {
              setCustomProperty(draft, customName.trim(), customValue);
              setCustomName('');
              setCustomValue('');
            }}
          >
            {t('goods.form.customPropertys.add')}
          </Button>
        </Space>
      )}
    </Space>
  );
}

/** The parts of a combined good (GOODS-09): SKUs picked by search (single goods only) with quantities. */
export function SubSkusSection({ kit, draft, readOnly, max }: SectionProps & { max: number }) {
  const snap = useSnapshot(draft);
  const t = kit.t;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-section="subSkus">
      {!readOnly && (
        <SkuPicker
          kit={kit}
          ariaLabel={t('goods.form.subSkus.pick')}
          placeholder={t('goods.form.subSkus.pick')}
          disabled={snap.subSkus.length >= max}
          onPick={(row) =>
            addSubSku(draft, { skuId: row.skuId, skuName: row.skuName, barCode: row.barCode, quantity: 1 })
          }
        />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="skuId"
        dataSource={snap.subSkus.map((sub) => ({ ...sub }))}
        locale={{ emptyText: t('goods.form.subSkus.empty') }}
        columns={[
          { title: t('goods.form.fields.skuName'), dataIndex: 'skuName' },
          { title: t('goods.form.fields.barCode'), dataIndex: 'barCode' },
          {
            title: t('goods.form.subSkus.quantity'),
            render: (_, sub, index) => (
              <InputNumber
                aria-label={`${t('goods.form.subSkus.quantity')} ${sub.skuName}`}
                min={1}
                max={100_000}
                precision={0}
                value={sub.quantity}
                disabled={readOnly}
                onChange={(quantity) =>
                  updateRow(draft, 'subSkus', index, { quantity: Number(quantity ?? 1) })
                }
              />
            ),
          },
          ...actionsColumn(kit, readOnly, (index) => (
            <RemoveButton kit={kit} small onClick={() => removeRow(draft, 'subSkus', index)} />
          )),
        ]}
      />
    </Space>
  );
}
