import { Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MainSub } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { openMainSub } from './mainsub-paths';
import { editAndDelete } from '../catalogue-shared/row-actions';
import { ListPage, call, useList, textsOf } from '../../../kit';

const QUERY_DEFAULTS = { keyword: '', pageNo: '1', pageSize: '20' } as const;

/**
 * /goods/mainsub/list: main SKUs with their sub SKUs and ratios (a case of 24 and the piece),
 * searched by name or barcode; edit a pair in its detail, remove one after a confirmation.
 */
export default function MainSubListPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'goods.catalogue.mainSub');
  // Loads again when the kept tab shows again, after a pair was saved in its detail.
  const list = useList(kit, 'mainSubQueryList', QUERY_DEFAULTS, (query, at) => ({
    keyword: query.keyword,
    pageNo: at.no,
    pageSize: at.size,
  }));

  const columns: TableColumnsType<MainSub> = [
    {
      title: t('mainSku'),
      key: 'main',
      render: (_, pair) => (
        <Flex vertical>
          <Typography.Text strong>{pair.mainSkuName}</Typography.Text>
          <Typography.Text type="secondary">
            {pair.mainBarCode} · {pair.mainMeaUnit}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('subs'),
      key: 'subs',
      render: (_, pair) => (
        <Flex vertical>
          {pair.subs.map((sub) => (
            <span key={sub.skuId}>
              {sub.skuName} ({sub.barCode}) ·{' '}
              {t('ratioOf', { mainUnit: pair.mainMeaUnit, ratio: sub.ratio, subUnit: sub.meaUnit })}
            </span>
          ))}
        </Flex>
      ),
    },
  ];

  return (
    <ListPage
      kit={kit}
      page={PAGES.mainsub.path}
      list={list}
      title={kit.t('goods.routes.mainsub')}
      onCreate={() => openMainSub(kit)}
      createLabel={t('newPair')}
      name="mainSubFilter"
      noReset
      filters={[{ key: 'keyword', label: kit.t('common.search'), placeholder: t('skuSearch'), width: 280 }]}
      columns={columns}
      actions={{
        of: (pair) =>
          editAndDelete(kit, {
            edit: () => openMainSub(kit, pair.mainSkuId),
            confirm: t('confirmDelete', { name: pair.mainSkuName }),
            deleted: t('deleted'),
            remove: () => call(kit, 'mainSubDelete', { mainSkuId: pair.mainSkuId }),
          }),
      }}
      rowKey="mainSkuId"
    />
  );
}
