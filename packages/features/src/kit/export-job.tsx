import { message } from 'antd';
import { PAGES } from '@rcadmin/contract/wire';
import { Link } from 'react-router';
import type { HostKit } from '../host-kit';
import { call, type InputOf } from './call';

/** The calls of list pages that queue an export job. */
export type ExportCall =
  'goodsBatchExport' | 'batchExportDept' | 'exportStoreDelivery' | 'operationLogExport';

/**
 * A list page's export: the call queues a job on the server and answers at once; a message then
 * says the export has started, with a link to the download centre (the history of imports and
 * exports) where its progress shows and its file waits. Render `holder` in the page.
 */
export function useExportJob(kit: HostKit) {
  const [messages, holder] = message.useMessage();
  const start = async <N extends ExportCall>(name: N, query: InputOf<N>) => {
    try {
      await call(kit, name, query);
      void messages.success({
        duration: 8,
        content: (
          <span data-export-queued>
            {kit.t('common.exportQueued')}{' '}
            <Link to={PAGES.batchExcel.path}>{kit.t('common.exportWhere')}</Link>
          </span>
        ),
      });
    } catch (error) {
      kit.notify('error', (error as { msg?: string }).msg || String(error));
    }
  };
  return { start, holder };
}
