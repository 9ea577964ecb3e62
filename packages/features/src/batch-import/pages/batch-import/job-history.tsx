import { useEffect, useState } from 'react';
import { Button, Flex, Popconfirm, Progress, Segmented, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ExportType, ImportMode, ImportType } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { LoadFailed, call, shownTime, useCall } from '../../../kit';
import { JobStatus, batchJobFileUrl, type BatchJob } from './job-result';
import { textsOf } from '../../../kit/i18n/texts';

type Kind = 'all' | 'import' | 'export';

/** The history of imports and exports, newest first: what, how, its state, counts, who, when, its file. */
export function JobHistory({ kit, active }: { kit: HostKit; active: boolean }) {
  const t = textsOf(kit, 'batchImport');
  const common = textsOf(kit, 'common');
  const [kind, setKind] = useState<Kind>('all');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 as 10 | 20 | 50 | 100 });
  const { data, loading, failed, reload } = useCall(
    kit,
    'batchJobList',
    { ...(kind === 'all' ? {} : { kind }), pageNo: page.pageNo, pageSize: page.pageSize },
    {
      silent: true,
      // While a job runs and the history is on show, its latest state every 2 s.
      poll: (answer) =>
        active && answer?.rows.some((job) => job.status === 'queued' || job.status === 'running')
          ? 2_000
          : false,
    },
  );
  // Shown again (the tab chosen): the latest state of every job.
  useEffect(() => {
    if (active) reload();
  }, [active, reload]);

  /** Cancels a queued or running export (its file is discarded), then shows the latest state. */
  const cancel = async (id: string) => {
    try {
      await call(kit, 'batchJobCancel', { id });
      kit.notify('success', t('history.cancelled'));
    } catch {
      kit.notify('error', t('history.cancelFailed'));
    }
    reload();
  };

  const columns: TableColumnsType<BatchJob> = [
    {
      title: t('history.type'),
      dataIndex: 'type',
      render: (type: ImportType | ExportType) => t(`types.${type}`),
    },
    {
      title: t('history.kind'),
      dataIndex: 'kind',
      width: 120,
      render: (value: BatchJob['kind']) => t(`history.${value}`),
    },
    {
      title: t('history.mode'),
      dataIndex: 'mode',
      width: 130,
      render: (mode: ImportMode | '') => t(`modeShort.${mode}`),
    },
    {
      title: common('status'),
      dataIndex: 'status',
      width: 100,
      render: (_, job) => <JobStatus kit={kit} job={job} />,
    },
    { title: t('history.file'), dataIndex: 'fileName', ellipsis: true },
    {
      title: t('history.progress'),
      key: 'progress',
      width: 150,
      // A queued or running job: rows written (or read) of its total, as it goes.
      render: (_, job) =>
        job.status === 'queued' || job.status === 'running' ? (
          <Progress
            size="small"
            status="active"
            aria-label={t('history.progress')}
            percent={
              job.totalRows > 0 ? Math.min(100, Math.floor((job.processedRows / job.totalRows) * 100)) : 0
            }
          />
        ) : null,
    },
    { title: t('history.total'), dataIndex: 'totalRows', width: 90, align: 'right' },
    { title: t('history.ok'), dataIndex: 'okRows', width: 90, align: 'right' },
    { title: t('history.errors'), dataIndex: 'errorRows', width: 90, align: 'right' },
    { title: t('history.user'), dataIndex: 'userName', width: 120 },
    {
      title: common('time'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => shownTime(kit, at),
    },
    {
      title: t('history.action'),
      key: 'action',
      width: 120,
      render: (_, job) =>
        job.kind === 'export' && (job.status === 'queued' || job.status === 'running') ? (
          <Popconfirm
            title={t('history.cancelConfirm')}
            okText={common('confirm')}
            cancelText={common('cancel')}
            onConfirm={() => cancel(job.id)}
          >
            <Typography.Link>{t('history.cancel')}</Typography.Link>
          </Popconfirm>
        ) : job.hasFile ? (
          <Typography.Link href={batchJobFileUrl(kit, job)} download>
            {job.kind === 'import' ? t('history.report') : t('history.download')}
          </Typography.Link>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Segmented<Kind>
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage((current) => ({ ...current, pageNo: 1 }));
          }}
          options={(['all', 'import', 'export'] as const).map((value) => ({
            value,
            label: t(`history.${value}`),
          }))}
        />
        <Button onClick={reload}>{common('refresh')}</Button>
      </Flex>
      {failed && <LoadFailed message={t('loadFailed')} retry={common('retry')} onRetry={reload} />}
      <Table<BatchJob>
        rowKey="id"
        size="middle"
        loading={loading && !data}
        dataSource={data?.rows ?? []}
        columns={columns}
        locale={{ emptyText: t('history.empty') }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showTotal: (total) => t('history.count', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize: pageSize as 10 | 20 | 50 | 100 }),
        }}
      />
    </Flex>
  );
}
