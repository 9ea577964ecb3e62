import { useState } from 'react';
import { Button, Flex, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { BrandCategory } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { messageOf, showFieldErrors } from '../catalogue-shared/field-errors';
import { useListQuery } from '../../../shared/list-state';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

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
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const [nameText, setNameText] = useState(query.name);
  const [shownName, setShownName] = useState(query.name);
  if (shownName !== query.name) {
    setShownName(query.name);
    setNameText(query.name);
  }
  const [editing, setEditing] = useState<BrandCategory | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<BrandCategoryFormValues>();

  const { data: rows, loading, reload } = useCall(kit, 'brandCategoryList', { name: query.name });

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
      kit.notify('success', kit.t('goods.common.saved'));
      setEditing(null);
      reload();
    } catch (error) {
      if (!showFieldErrors(form, error, FORM_FIELDS)) kit.notify('error', messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: BrandCategory) => {
    try {
      await call(kit, 'brandCategoryDelete', { brandCategoryId: row.brandCategoryId });
      kit.notify('success', t('deleted'));
      reload();
    } catch {
      // Refused (brands use it): the shell shows the server's reason.
    }
  };

  const columns: TableColumnsType<BrandCategory> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('sortOrder'), dataIndex: 'sortOrder', align: 'right' },
    { title: t('brandCount'), dataIndex: 'brandCount', align: 'right' },
    {
      title: kit.t('goods.catalogue.brand.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(row)}>
            {kit.t('goods.buttons.edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: row.name })}
            okText={kit.t('goods.buttons.delete')}
            cancelText={kit.t('goods.buttons.cancel')}
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger>
              {kit.t('goods.buttons.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={kit.t('goods.routes.brandCategory')}
      extra={
        <Button type="primary" onClick={() => open('new')}>
          {kit.t('goods.buttons.create')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="brandCategoryFilter"
        style={{ marginBottom: 16 }}
        onFinish={() => setQuery({ name: nameText.trim() })}
      >
        <Form.Item label={t('name')} htmlFor="brandCategoryFilter_name">
          <Input
            id="brandCategoryFilter_name"
            value={nameText}
            allowClear
            onChange={(event) => setNameText(event.target.value)}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {kit.t('goods.buttons.search')}
          </Button>
          <Button
            onClick={() => {
              setNameText('');
              setQuery({ name: '' });
            }}
          >
            {kit.t('goods.buttons.reset')}
          </Button>
        </Flex>
      </Form>
      <Table<BrandCategory>
        rowKey="brandCategoryId"
        columns={columns}
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('createTitle') : t('editTitle')}
        okText={kit.t('goods.buttons.save')}
        cancelText={kit.t('goods.buttons.cancel')}
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
    </PageCard>
  );
}
