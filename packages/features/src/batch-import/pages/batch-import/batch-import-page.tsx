import { useState } from 'react';
import { Tabs } from 'antd';
import { PAGES } from '@rcadmin/contract/wire';
import { useLocation, useParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { PageCard } from '../../../shared/page-card';
import { ImportTab } from './import-tab';
import { JobHistory } from './job-history';
import { textsOf } from '../../../kit/i18n/texts';

type TabKey = 'importTab' | 'exportTab';

/** The tab an address opens: /batchExcel the history, /batchImporte importing, else the {tab} param. */
function tabOf(pathname: string, tab: string | undefined): TabKey {
  if (pathname.startsWith(PAGES.batchExcel.path)) return 'exportTab';
  if (pathname.startsWith(PAGES.batchImporte.path)) return 'importTab';
  return tab === 'exportTab' ? 'exportTab' : 'importTab';
}

/**
 * The bulk import screen (SET-04): the import tab (type, template, mode, upload, progress and
 * result) and the history of imports and exports. /batchImport/list/{id}/{tab} opens on import
 * type {id} (1 by default) and tab {tab} (importTab by default).
 */
export default function BatchImportPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'batchImport');
  const { pathname } = useLocation();
  const params = useParams();
  const opened = { tab: tabOf(pathname, params.tab), id: Number(params.id ?? '1') || 1 };
  const [shown, setShown] = useState(opened);
  const [tab, setTab] = useState<TabKey>(opened.tab);
  const [typeId, setTypeId] = useState(opened.id);
  // Opened again at another address (an embedded page's openBatchImport): take its type and tab.
  if (shown.tab !== opened.tab || shown.id !== opened.id) {
    setShown(opened);
    setTab(opened.tab);
    setTypeId(opened.id);
  }
  return (
    <PageCard title={t('title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        destroyOnHidden={false}
        items={[
          {
            key: 'importTab',
            label: t('tabs.importTab'),
            children: <ImportTab kit={kit} typeId={typeId} onTypeChange={setTypeId} />,
          },
          {
            key: 'exportTab',
            label: t('tabs.exportTab'),
            children: <JobHistory kit={kit} active={tab === 'exportTab'} />,
          },
        ]}
      />
    </PageCard>
  );
}
