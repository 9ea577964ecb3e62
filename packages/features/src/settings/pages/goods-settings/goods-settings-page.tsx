import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import type { HostKit } from '../../../host-kit';
import { textsOf } from '../../../kit/i18n/texts';
import { PageCard } from '../../../shared/page-card';
import { useListQuery } from '../../../shared/list-state';
import { PrefixesTab, SuppliersTab, TaxRatesTab, TemplatesTab, UnitsTab } from './code-list-tabs';
import type { CodeListSection } from './code-list-tab';

const TABS: { key: CodeListSection; Tab: (props: { kit: HostKit }) => ReactNode }[] = [
  { key: 'units', Tab: UnitsTab },
  { key: 'taxRates', Tab: TaxRatesTab },
  { key: 'suppliers', Tab: SuppliersTab },
  { key: 'templates', Tab: TemplatesTab },
  { key: 'prefixes', Tab: PrefixesTab },
];

const QUERY_DEFAULTS = { tab: 'units' } as const;

/**
 * /setting/baseDocument/index (SET-02): the goods form's code lists the tenant keeps, one tab
 * each: units, tax rates, suppliers, property templates and barcode prefixes. The open tab is in
 * the address, so a reload or a shared link opens it again.
 */
export default function GoodsSettingsPage({ kit }: { kit: HostKit }) {
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const t = textsOf(kit, 'settings');
  const active = TABS.some((tab) => tab.key === query.tab) ? query.tab : QUERY_DEFAULTS.tab;
  return (
    <PageCard title={t('routes.baseDocument')}>
      <Tabs
        activeKey={active}
        onChange={(tab) => setQuery({ tab })}
        destroyOnHidden
        items={TABS.map(({ key, Tab }) => ({
          key,
          label: t(`goodsSettings.${key}.tab`),
          children: <Tab kit={kit} />,
        }))}
      />
    </PageCard>
  );
}
