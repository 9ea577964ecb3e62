import { useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import type { TableColumnsType } from 'antd';
import type { BrandCategory } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { messageOf, showFieldErrors } from '../catalogue-shared/field-errors';
import { ListPage, useList } from '../../../kit/list-page';
import { call } from '../../../kit';
import { deleting } from './brand-page';

const QUERY_DEFAULTS = { name: '' } as const;
const FORM_FIELDS = ['name', 'sortOrder'] as const;

interface BrandCategoryFormValues {
  name: string;
  sortOrder: number | null;
}

/**
 * /goods/brand/brandcategorylist: the brand categories (name filter in the address) with their
 * brand counts; create and rename in a dialog; delete (refused while brands use one).
 */
export default function BrandCategoryPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.brandCategory.${key}`, options);
  const [editing, setEditing] = useState<BrandCategory | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<BrandCategoryFormValues>();

  const list = useList(kit, 'brandCategoryList', QUERY_DEFAULTS, (query) => ({ name: query.name }));

  const open = (next: BrandCategory | 'new') => {
    setEditing(next);
    form.resetFields();
    form.setFieldsValue(
      next === 'new' ? { name: '', sortOrder: null } : { name: next.name, sortOrder: next.sortOrder },
    );
  };

  const save = async () => {
    if (!editing) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(
        kit,
        'brandCategorySave',
        {
          ...(editing === 'new' ? {} : { brandCategoryId: editing.brandCategoryId }),
          name: values.name.trim(),
          ...(values.sortOrder === null || values.sortOrder === undefined
            ? {}
            : { sortOrder: String(values.sortOrder) }),
        },
        { silent: true },
      );
      kit.notify('success', kit.t('common.saved'));
      setEditing(null);
      list.loaded.reload();
    } catch (error) {
      if (!showFieldErrors(form, error, FORM_FIELDS)) kit.notify('error', messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<BrandCategory> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('sortOrder'), dataIndex: 'sortOrder', align: 'right' },
    { title: t('brandCount'), dataIndex: 'brandCount', align: 'right' },
  ];

  return (
    <ListPage
      kit={kit}
      list={list}
      title={kit.t('goods.routes.brandCategory')}
      onCreate={() => open('new')}
      name="brandCategoryFilter"
      filters={[{ key: 'name', label: t('name') }]}
      columns={columns}
      actions={{
        of: (row) => [
          { label: kit.t('common.edit'), onClick: () => open(row) },
          {
            label: kit.t('common.delete'),
            danger: true,
            confirm: t('confirmDelete', { name: row.name }),
            onClick: deleting(kit, t('deleted'), () =>
              call(kit, 'brandCategoryDelete', { brandCategoryId: row.brandCategoryId }),
            ),
          },
        ],
      }}
      rowKey="brandCategoryId"
    >
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('createTitle') : t('editTitle')}
        okText={kit.t('common.save')}
        cancelText={kit.t('common.cancel')}
        confirmLoading={saving}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" name="brandCategory">
          <Form.Item
            name="name"
            label={t('name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: kit.t('goods.common.required', { field: t('name') }),
              },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('sortOrder')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
