import { useState } from 'react';
import { InputNumber } from 'antd';
import type { TableColumnsType } from 'antd';
import type { BrandCategory } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { FormModal, ListPage, call, useList, textsOf } from '../../../kit';
import { editAndDelete } from '../catalogue-shared/row-actions';

const QUERY_DEFAULTS = { name: '' } as const;

interface BrandCategoryFormValues {
  name: string;
  sortOrder: number | null;
}

/**
 * /goods/brand/brandcategorylist: the brand categories (name filter in the address) with their
 * brand counts; create and rename in a dialog; delete (refused while brands use one).
 */
export default function BrandCategoryPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'goods.catalogue.brandCategory');
  const [editing, setEditing] = useState<BrandCategory | 'new' | null>(null);

  const list = useList(kit, 'brandCategoryList', QUERY_DEFAULTS, (query) => ({ name: query.name }));

  const columns: TableColumnsType<BrandCategory> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('sortOrder'), dataIndex: 'sortOrder', align: 'right' },
    { title: t('brandCount'), dataIndex: 'brandCount', align: 'right' },
  ];

  return (
    <ListPage
      kit={kit}
      page={PAGES.brandCategory.path}
      list={list}
      title={kit.t('goods.routes.brandCategory')}
      onCreate={() => setEditing('new')}
      name="brandCategoryFilter"
      filters={[{ key: 'name', label: t('name') }]}
      columns={columns}
      actions={{
        of: (row) =>
          editAndDelete(kit, {
            edit: () => setEditing(row),
            confirm: t('confirmDelete', { name: row.name }),
            deleted: t('deleted'),
            remove: () => call(kit, 'brandCategoryDelete', { brandCategoryId: row.brandCategoryId }),
          }),
      }}
      rowKey="brandCategoryId"
    >
      <FormModal<BrandCategory, BrandCategoryFormValues, unknown>
        kit={kit}
        editing={editing}
        name="brandCategory"
        title={editing === 'new' ? t('createTitle') : t('editTitle')}
        texts={{ required: (field) => kit.t('goods.common.required', { field }) }}
        valuesOf={(item) => ({ name: item?.name ?? '', sortOrder: item?.sortOrder ?? null })}
        rows={[
          { name: 'name', label: t('name'), required: true, max: 64 },
          {
            name: 'sortOrder',
            label: t('sortOrder'),
            input: <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />,
          },
        ]}
        save={(values, item) =>
          call(
            kit,
            'brandCategorySave',
            {
              ...(item ? { brandCategoryId: item.brandCategoryId } : {}),
              name: values.name.trim(),
              ...(values.sortOrder === null || values.sortOrder === undefined
                ? {}
                : { sortOrder: String(values.sortOrder) }),
            },
            { silent: true },
          )
        }
        // The save marks the list stale: it loads again by itself.
        onSaved={() => setEditing(null)}
        onClose={() => setEditing(null)}
      />
    </ListPage>
  );
}
