import { useState } from 'react';
import { Alert, Button, Drawer, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SysParamChange, SysParamRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { shownOrDefault, shownTime, shownValue, type PageText } from './param-text';
import { useCall } from '../../../kit';

const PAGE_SIZE = 10;

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
  const [pageNo, setPageNo] = useState(1);
  const {
    data: page,
    loading,
    failed,
    reload,
  } = useCall(kit, 'sysParamHistory', {
    name: param.name,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const { definition } = param;

  const columns: TableColumnsType<SysParamChange> = [
    { title: t('at'), dataIndex: 'at', width: 170, render: (at: string) => shownTime(at) },
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
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={reload}>
              {t('retry')}
            </Button>
          }
        />
      )}
      <Table<SysParamChange>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        locale={{ emptyText: t('historyEmpty') }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (total) => t('historyTotal', { total }),
          onChange: setPageNo,
        }}
      />
    </Drawer>
  );
}
