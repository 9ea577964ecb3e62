import { useState } from 'react';
import { Button, Flex, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MainSub } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { pageNumber, useListQuery } from '../../../shared/list-state';
import { openMainSub } from './mainsub-paths';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

const QUERY_DEFAULTS = { keyword: '', pageNo: '1', pageSize: '20' } as const;
const PAGE_SIZES = ['10', '20', '50', '100'];

/**
 * /goods/mainsub/list: main SKUs with their sub SKUs and ratios (a case of 24 and the piece),
 * searched by name or barcode; edit a pair in its detail, remove one after a confirmation.
 */
export default function MainSubListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.mainSub.${key}`, options);
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const [keywordText, setKeywordText] = useState(query.keyword);
  const [shownKeyword, setShownKeyword] = useState(query.keyword);
  if (shownKeyword !== query.keyword) {
    setShownKeyword(query.keyword);
    setKeywordText(query.keyword);
  }

  // Loads again when the kept tab shows again, after a pair was saved in its detail.
  const {
    data: page,
    loading,
    reload,
  } = useCall(kit, 'mainSubQueryList', {
    keyword: query.keyword,
    pageNo: pageNumber(query.pageNo),
    pageSize: pageNumber(query.pageSize, 20),
  });

  const remove = async (pair: MainSub) => {
    try {
      await call(kit, 'mainSubDelete', { mainSkuId: pair.mainSkuId });
      kit.notify('success', t('deleted'));
      reload();
    } catch {
      // Shown by the shell.
    }
  };

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
    {
      title: t('actions'),
      key: 'actions',
      render: (_, pair) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => openMainSub(kit, pair.mainSkuId)}>
            {kit.t('goods.buttons.edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: pair.mainSkuName })}
            okText={kit.t('goods.buttons.delete')}
            cancelText={kit.t('goods.buttons.cancel')}
            onConfirm={() => remove(pair)}
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
      title={kit.t('goods.routes.mainsub')}
      extra={
        <Button type="primary" onClick={() => openMainSub(kit)}>
          {t('newPair')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="mainSubFilter"
        style={{ marginBottom: 16 }}
        onFinish={() => setQuery({ keyword: keywordText.trim(), pageNo: '1' })}
      >
        <Form.Item label={kit.t('goods.buttons.search')} htmlFor="mainSubFilter_keyword">
          <Input
            id="mainSubFilter_keyword"
            value={keywordText}
            allowClear
            placeholder={t('skuSearch')}
            style={{ width: 280 }}
            onChange={(event) => setKeywordText(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {kit.t('goods.buttons.search')}
        </Button>
      </Form>
      <Table<MainSub>
        rowKey="mainSkuId"
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
    </PageCard>
  );
}
