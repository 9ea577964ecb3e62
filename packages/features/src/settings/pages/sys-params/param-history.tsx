import { Drawer, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SysParamChange, SysParamRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { shownOrDefault, shownValue, type PageText } from './param-text';
import { ListPage, useList } from '../../../kit/list-page';
import { shownTime } from '../../../kit/time';

/** Ten a page, in the drawer only (the address keeps the parameters page's view). */
const QUERY_DEFAULTS = { pageNo: '1', pageSize: '10' } as const;

/** A parameter's changes, newest first, ten at a time: when, who, and the value before and after. */
export function ParamHistory({
  kit,
  param,
  t,
  onClose,
}: {
  kit: HostKit;
  param: SysParamRow;
  t: PageText;
  onClose: () => void;
}) {
  const list = useList(
    kit,
    'sysParamHistory',
    QUERY_DEFAULTS,
    (_, at) => ({ name: param.name, pageNo: at.no, pageSize: 10 as const }),
    { inAddress: false },
  );
  const { definition } = param;

  const columns: TableColumnsType<SysParamChange> = [
    { title: kit.t('common.time'), dataIndex: 'at', width: 170, render: (at: string) => shownTime(kit, at) },
    { title: t('userName'), dataIndex: 'userName', width: 130 },
    {
      title: t('change'),
      key: 'change',
      render: (_, change) => (
        <Typography.Text style={{ wordBreak: 'break-all' }}>
          <span data-testid="old-value">
            {shownOrDefault(t, definition, change.oldValue, param.defaultValue)}
          </span>
          {' → '}
          <span data-testid="new-value">{shownValue(t, definition, change.newValue)}</span>
        </Typography.Text>
      ),
    },
  ];

  return (
    <Drawer open title={t('historyTitle', { name: param.name })} size={680} onClose={onClose}>
      <ListPage
        kit={kit}
        list={list}
        texts={SYS_PARAM_TEXTS}
        columns={columns}
        rowKey="id"
        empty={t('historyEmpty')}
        table={{ size: 'small', pagination: { hideOnSinglePage: true, showSizeChanger: false } }}
      />
    </Drawer>
  );
}

/** The system parameters pages' list words. */
export const SYS_PARAM_TEXTS = {
  total: 'settings.sysParams.historyTotal',
  loadFailed: 'settings.sysParams.loadFailed',
};
