import { useState } from 'react';
import { Button, Flex, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Brand, BrandCategory } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { pageNumber, useListQuery } from '../../../shared/list-state';
import { BrandEditor, logoSrc } from './brand-editor';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

const QUERY_DEFAULTS = { name: '', brandCategoryId: '', pageNo: '1', pageSize: '20' } as const;
const PAGE_SIZES = ['10', '20', '50', '100'];

/**
 * /goods/brand/blist: brands by name and brand category, one page at a time (filters and page in
 * the address); create and edit in a dialog with the logo upload; delete (refused while SKUs use
 * the brand: the server's message says so).
 */
export default function BrandPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.brand.${key}`, options);
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const [nameText, setNameText] = useState(query.name);
  const [shownName, setShownName] = useState(query.name);
  // The address changed (back, a link): the filter box follows it.
  if (shownName !== query.name) {
    setShownName(query.name);
    setNameText(query.name);
  }

  const {
    data: page,
    loading,
    reload,
  } = useCall(kit, 'brandQueryBrandList', {
    name: query.name,
    brandCategoryId: query.brandCategoryId,
    pageNo: pageNumber(query.pageNo),
    pageSize: pageNumber(query.pageSize, 20),
  });
  const categories: BrandCategory[] = useCall(kit, 'brandCategoryList', {}).data ?? [];

  const remove = async (brand: Brand) => {
    try {
      await call(kit, 'brandDelete', { brandId: brand.brandId });
      kit.notify('success', t('deleted'));
      reload();
    } catch {
      // Refused (in use): the shell shows the server's reason.
    }
  };

  const columns: TableColumnsType<Brand> = [
    {
      title: t('logo'),
      dataIndex: 'logoKey',
      width: 80,
      render: (logoKey: string, brand) =>
        logoKey ? (
          <img src={logoSrc(kit, logoKey)} alt={brand.brandName} style={{ height: 32, maxWidth: 64 }} />
        ) : null,
    },
    { title: t('name'), dataIndex: 'brandName' },
    { title: t('englishName'), dataIndex: 'englishName' },
    { title: t('brandCategory'), dataIndex: 'brandCategoryName' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (status: number) =>
        status === 1 ? <Tag color="green">{t('statusOn')}</Tag> : <Tag>{t('statusOff')}</Tag>,
    },
    { title: t('skuCount'), dataIndex: 'skuCount', align: 'right' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, brand) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(brand)}>
            {kit.t('goods.buttons.edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: brand.brandName })}
            okText={kit.t('goods.buttons.delete')}
            cancelText={kit.t('goods.buttons.cancel')}
            onConfirm={() => remove(brand)}
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
      title={kit.t('goods.routes.brand')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {kit.t('goods.buttons.create')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="brandFilter"
        style={{ marginBottom: 16 }}
        onFinish={() => setQuery({ name: nameText.trim(), pageNo: '1' })}
      >
        <Form.Item label={t('name')} htmlFor="brandFilter_name">
          <Input
            id="brandFilter_name"
            value={nameText}
            allowClear
            placeholder={t('namePlaceholder')}
            onChange={(event) => setNameText(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('brandCategory')} htmlFor="brandFilter_brandCategoryId">
          <Select
            id="brandFilter_brandCategoryId"
            style={{ width: 200 }}
            value={query.brandCategoryId}
            onChange={(brandCategoryId: string) => setQuery({ brandCategoryId, pageNo: '1' })}
            options={[
              { value: '', label: kit.t('goods.common.all') },
              ...categories.map((category) => ({ value: category.brandCategoryId, label: category.name })),
            ]}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {kit.t('goods.buttons.search')}
          </Button>
          <Button
            onClick={() => {
              setNameText('');
              setQuery({ name: '', brandCategoryId: '', pageNo: '1' });
            }}
          >
            {kit.t('goods.buttons.reset')}
          </Button>
        </Flex>
      </Form>
      <Table<Brand>
        rowKey="brandId"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        pagination={{
          current: pageNumber(query.pageNo),
          pageSize: pageNumber(query.pageSize, 20),
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => kit.t('goods.common.total', { total }),
          onChange: (pageNo, pageSize) => setQuery({ pageNo: String(pageNo), pageSize: String(pageSize) }),
        }}
      />
      <BrandEditor
        kit={kit}
        brand={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </PageCard>
  );
}
