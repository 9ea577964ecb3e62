import { useState } from 'react';
import { Alert, Button, Flex, Progress, Table, Tag, Typography } from 'antd';
import type { ResultOf } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { callUrl, useCall } from '../../../kit';
import { textsOf } from '../../../kit/i18n/texts';

export type BatchJob = ResultOf<'batchJobGet'>;

const STATUS_COLOURS = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
} as const;

/** A job's status as a coloured tag; its message (why it failed) on hover. */
export const JobStatus = ({
  kit,
  job,
}: {
  kit: HostKit;
  job: Pick<BatchJob, 'status' | 'message'> & { kind?: BatchJob['kind'] };
}) => (
  <Tag color={STATUS_COLOURS[job.status]} title={job.message || undefined}>
    {kit.t(
      `batchImport.status.${job.kind === 'export' && job.status === 'running' ? 'exporting' : job.status}`,
    )}
  </Tag>
);

/** The address of a job's file: an import's error report, or an export's file. */
export const batchJobFileUrl = (kit: HostKit, job: Pick<BatchJob, 'id' | 'kind'>) =>
  callUrl(kit, job.kind === 'import' ? 'batchJobReport' : 'batchJobDownload', { id: job.id });

/** How often a running job is asked for its progress. */
const POLL_MS = 1_000;

/** An import job's progress while it runs, then its result: counts, refused rows, the error report. */
export function JobResult({ kit, jobId }: { kit: HostKit; jobId: string }) {
  const t = textsOf(kit, 'batchImport');
  const { data: job, failed: lost } = useCall(
    kit,
    'batchJobGet',
    { id: jobId },
    {
      silent: true,
      // Asked again while it runs; after a failure too (the server may be restarting: say so).
      poll: (answer, failed) =>
        failed ? POLL_MS * 3 : answer?.status === 'queued' || answer?.status === 'running' ? POLL_MS : false,
    },
  );

  if (!job) return <Progress percent={0} status="active" />;
  const ended = job.status === 'done' || job.status === 'failed';
  const percent =
    job.totalRows > 0 ? Math.min(100, Math.floor((job.processedRows / job.totalRows) * 100)) : 0;
  return (
    <Flex vertical gap={12} aria-live="polite">
      <Flex gap={8} align="center">
        <JobStatus kit={kit} job={job} />
        <Typography.Text>{job.fileName}</Typography.Text>
      </Flex>
      {!ended && (
        <>
          <Progress percent={percent} status="active" />
          <Typography.Text type="secondary">
            {t('progress', {
              processed: job.processedRows.toLocaleString(),
              total: job.totalRows.toLocaleString(),
            })}
          </Typography.Text>
        </>
      )}
      {lost && <Alert type="warning" showIcon message={t('loadFailed')} />}
      {job.status === 'done' && (
        <Alert
          type={job.errorRows > 0 ? 'warning' : 'success'}
          showIcon
          message={t('resultDone', {
            ok: job.okRows.toLocaleString(),
            errors: job.errorRows.toLocaleString(),
          })}
        />
      )}
      {job.status === 'failed' && (
        <Alert type="error" showIcon message={t('resultFailed')} description={job.message} />
      )}
      {ended && job.errorRows > 0 && <RefusedRows kit={kit} job={job} />}
    </Flex>
  );
}

/** The refused rows of an ended import, a page at a time, and its error report. */
function RefusedRows({ kit, job }: { kit: HostKit; job: BatchJob }) {
  const t = textsOf(kit, 'batchImport');
  const [pageNo, setPageNo] = useState(1);
  const { data, loading } = useCall(
    kit,
    'batchJobErrors',
    { id: job.id, pageNo, pageSize: 10 },
    { silent: true },
  );
  const rows = (data?.rows ?? []).flatMap((row) =>
    row.problems.map((problem, index) => ({ key: `${row.row}-${index}`, row: row.row, ...problem })),
  );
  return (
    <section aria-label={t('refused')}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('refused')}
        </Typography.Title>
        {job.hasFile && (
          <Button href={batchJobFileUrl(kit, job)} download>
            {t('report')}
          </Button>
        )}
      </Flex>
      <Table
        size="small"
        rowKey="key"
        loading={loading}
        dataSource={rows}
        columns={[
          { title: t('row'), dataIndex: 'row', width: 80 },
          { title: t('column'), dataIndex: 'column', width: 160 },
          { title: t('reason'), dataIndex: 'reason' },
        ]}
        pagination={{
          current: pageNo,
          pageSize: 10,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </section>
  );
}
