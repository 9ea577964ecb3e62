import { message } from 'antd';
import { useEffect, useRef } from 'react';
import { PAGES } from '@rcadmin/contract/wire';
import { Link } from 'react-router';
import type { HostKit } from '../host-kit';
import { download } from '../shared/download';
import { call, callUrl, type InputOf } from './call';

/** The calls of list pages that queue an export job. */
export type ExportCall =
  'goodsBatchExport' | 'batchExportDept' | 'exportStoreDelivery' | 'operationLogExport';

/** How often a queued export is asked for its state while its page stays open. */
const POLL_MS = 1_000;
/** A page stops waiting after this long; the export goes on and waits in the download centre. */
const WAIT_MS = 10 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A list page's export: the call queues a job on the server and answers at once; a message says the
 * export has started, with a link to the download centre (the history of imports and exports) where
 * its progress shows and its file is kept. While the page stays open it follows the job and
 * downloads the file when it is done, or says why it failed. Render `holder` in the page.
 */
export function useExportJob(kit: HostKit) {
  const [messages, holder] = message.useMessage();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const follow = async (id: string) => {
    const until = Date.now() + WAIT_MS;
    while (mounted.current && Date.now() < until) {
      await pause(POLL_MS);
      if (!mounted.current) return;
      const job = await call(kit, 'batchJobGet', { id });
      if (job.status === 'done') {
        if (job.hasFile) download(callUrl(kit, 'batchJobDownload', { id }));
        void messages.success(kit.t('common.exportDone'));
        return;
      }
      if (job.status === 'failed' || job.status === 'cancelled') {
        kit.notify('error', job.message || kit.t('common.exportFailed'));
        return;
      }
    }
  };

  const start = async <N extends ExportCall>(name: N, query: InputOf<N>) => {
    try {
      const { jobId } = (await call(kit, name, query)) as { jobId: string };
      void messages.success({
        duration: 8,
        content: (
          <span data-export-queued>
            {kit.t('common.exportQueued')}{' '}
            <Link to={PAGES.batchExcel.path}>{kit.t('common.exportWhere')}</Link>
          </span>
        ),
      });
      await follow(String(jobId));
    } catch (error) {
      kit.notify('error', (error as { msg?: string }).msg || String(error));
    }
  };
  return { start, holder };
}
