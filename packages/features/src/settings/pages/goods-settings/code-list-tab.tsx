import { useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HostKit } from '../../../host-kit';
import { messageOf } from '../../../shared/call-refusal';
import { FormModal, LoadFailed, type FieldRow, type Loaded } from '../../../kit';
import { textsOf } from '../../../kit/i18n/texts';

/** The tabs of the goods settings page, by their texts' key (settings.goodsSettings.<section>). */
export type CodeListSection = 'units' | 'taxRates' | 'suppliers' | 'templates' | 'prefixes';

export interface CodeListTabProps<Row extends object, Values> {
  kit: HostKit;
  section: CodeListSection;
  /** The rows, and whether they are the built-in list (rows without an id: not editable). */
  loaded: Loaded<{ list: Row[]; builtIn: boolean }>;
  /** The row's id ('' for a built-in row). */
  idOf: (row: Row) => string;
  /** What the row is called in a confirmation and in its buttons' names. */
  nameOf: (row: Row) => string;
  columns: TableColumnsType<Row>;
  /** The form's fields (where the server's field errors land too). */
  fields: readonly FieldRow<Row>[];
  /** The form's values for a row being edited, or for a new one (null). */
  valuesOf: (editing: Row | null) => Values;
  /** Saves the form (silently: a refusal shows on the form). */
  save: (values: Values, editing: Row | null) => Promise<unknown>;
  /** Deletes a row (silently: a refusal shows above the list). */
  remove: (row: Row) => Promise<unknown>;
}

/**
 * One tab of the goods settings page: a list of rows with add, edit and delete. A refused save
 * puts the server's reasons on the fields (or above the form's buttons); a refused delete says why
 * above the list (a unit goods use, say how many).
 */
export function CodeListTab<Row extends object, Values>(props: CodeListTabProps<Row, Values>) {
  const { kit, section, loaded, idOf, nameOf } = props;
  const t = textsOf(kit, 'settings.goodsSettings');
  const common = textsOf(kit, 'common');
  const { data, failed, reload } = loaded;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [refusal, setRefusal] = useState('');

  const remove = async (row: Row) => {
    try {
      await props.remove(row);
      kit.notify('success', t('deleted'));
      setRefusal('');
      reload();
    } catch (error) {
      setRefusal(messageOf(error));
    }
  };

  const actions: TableColumnsType<Row> = [
    {
      title: common('actions'),
      key: 'actions',
      width: 160,
      render: (_, row) =>
        idOf(row) === '' ? null : (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`${common('edit')} ${nameOf(row)}`}
              onClick={() => setEditing(row)}
            >
              {common('edit')}
            </Button>
            <Popconfirm
              title={t('confirmDelete', { name: nameOf(row) })}
              okText={common('delete')}
              cancelText={common('cancel')}
              onConfirm={() => remove(row)}
            >
              <Button type="link" size="small" danger aria-label={`${common('delete')} ${nameOf(row)}`}>
                {common('delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const list = data?.list ?? [];
  return (
    <Flex vertical gap={12} data-section={section}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">{t(`${section}.hint`)}</Typography.Text>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t(`${section}.add`)}
        </Button>
      </Flex>
      {data?.builtIn && <Alert type="info" showIcon title={t('builtIn')} />}
      {refusal && <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal('')} />}
      {failed && <LoadFailed message={t('loadFailed')} retry={common('retry')} onRetry={reload} />}
      <Table<Row>
        size="small"
        rowKey={(row) => idOf(row) || nameOf(row)}
        loading={data === undefined && !failed}
        dataSource={list}
        columns={[...props.columns, ...actions]}
        pagination={list.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: t(`${section}.empty`) }}
      />
      {/* One form a row opened (a refusal shown for one is not shown for the next). */}
      {editing && (
        <FormModal<Row, Values, unknown>
          key={editing === 'new' ? '' : idOf(editing)}
          kit={kit}
          editing={editing}
          keyOf={idOf}
          name={`goods-settings-${section}`}
          title={t(editing === 'new' ? `${section}.createTitle` : `${section}.editTitle`)}
          texts={{ saved: t('saved'), required: (field) => t('required', { field }) }}
          rows={props.fields}
          valuesOf={props.valuesOf}
          save={props.save}
          onSaved={() => {
            setEditing(null);
            setRefusal('');
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
