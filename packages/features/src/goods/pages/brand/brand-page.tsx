import { useState } from 'react';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Brand, BrandCategory } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { BrandEditor } from './brand-editor';
import { editAndDelete } from '../catalogue-shared/row-actions';
import { ListPage, call, callUrl, useCall, useList, textsOf } from '../../../kit';

const QUERY_DEFAULTS = { name: '', brandCategoryId: '', pageNo: '1', pageSize: '20' } as const;

/**
 * /goods/brand/blist: brands by name and brand category, one page at a time (filters and page in
 * the address); create and edit in a dialog with the logo upload; delete (refused while SKUs use
 * the brand: the server's message says so).
 */
export default function BrandPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'goods.catalogue.brand');
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const list = useList(kit, 'brandQueryBrandList', QUERY_DEFAULTS, (query, at) => ({
    name: query.name,
    brandCategoryId: query.brandCategoryId,
    pageNo: at.no,
    pageSize: at.size,
  }));
  const categories: BrandCategory[] = useCall(kit, 'brandCategoryList', {}).data ?? [];

  const columns: TableColumnsType<Brand> = [
    {
      title: t('logo'),
      dataIndex: 'logoKey',
      width: 80,
      render: (logoKey: string, brand) =>
        logoKey ? (
          <img
            src={callUrl(kit, 'fileGet', { key: logoKey })}
            alt={brand.brandName}
            style={{ height: 32, maxWidth: 64 }}
          />
        ) : null,
    },
    { title: t('name'), dataIndex: 'brandName' },
    { title: t('englishName'), dataIndex: 'englishName' },
    { title: t('brandCategory'), dataIndex: 'brandCategoryName' },
    {
      title: kit.t('common.status'),
      dataIndex: 'status',
      render: (status: number) =>
        status === 1 ? <Tag color="success">{t('statusOn')}</Tag> : <Tag>{t('statusOff')}</Tag>,
    },
    { title: t('skuCount'), dataIndex: 'skuCount', align: 'right' },
  ];

  return (
    <ListPage
      kit={kit}
      page={PAGES.brand.path}
      list={list}
      title={kit.t('goods.routes.brand')}
      onCreate={() => setEditing('new')}
      name="brandFilter"
      filters={[
        { key: 'name', label: t('name'), placeholder: t('namePlaceholder') },
        {
          key: 'brandCategoryId',
          label: t('brandCategory'),
          width: 200,
          options: [
            { value: '', label: kit.t('common.all') },
            ...categories.map((category) => ({ value: category.brandCategoryId, label: category.name })),
          ],
        },
      ]}
      columns={columns}
      actions={{
        of: (brand) =>
          editAndDelete(kit, {
            edit: () => setEditing(brand),
            confirm: t('confirmDelete', { name: brand.brandName }),
            deleted: t('deleted'),
            remove: () => call(kit, 'brandDelete', { brandId: brand.brandId }),
          }),
      }}
      rowKey="brandId"
    >
      <BrandEditor
        kit={kit}
        brand={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        // The save marks the list stale: it loads again by itself.
        onSaved={() => setEditing(null)}
      />
    </ListPage>
  );
}
