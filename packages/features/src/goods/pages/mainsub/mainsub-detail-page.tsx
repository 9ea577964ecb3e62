import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Descriptions, Flex, InputNumber, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MainSub, SkuListRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { SkuPicker } from '../catalogue-shared/sku-picker';
import { MAINSUB_PATHS, openMainSub } from './mainsub-paths';
import { PageCard } from '../../../shared/page-card';
import { Problems, call, landFieldErrors, useFormRecord, useRows, textsOf } from '../../../kit';

/** A sub row being edited: the ratio may be empty until typed. */
interface SubRow {
  skuId: string;
  skuName: string;
  barCode: string;
  meaUnit: string;
  ratio: number | null;
}

/** A ratio as the server takes it: above 0, at most three decimals. */
const ratioText = (value: number): string => String(Math.round(value * 1000) / 1000);

/**
 * /goods/mainsub/detail?mainSkuId=: a main SKU's sub SKUs with their ratios (1 case = 24
 * pieces), edited and saved at once (mainsub/save.do). Without mainSkuId: choose the main SKU
 * of a new pair first.
 */
export default function MainSubDetailPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'goods.catalogue.mainSub');
  const mainSkuId = useSearchParams()[0].get('mainSkuId') ?? '';
  const [pair, setPair] = useState<MainSub | null>(null);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  /** Puts a pair on the page. */
  const fill = (loaded: MainSub | null) => {
    setPair(loaded);
    subs.fill((loaded?.subs ?? []).map((sub) => ({ ...sub, ratio: Number(sub.ratio) })));
    setProblems([]);
  };
  const { ready, failed, markDirty } = useFormRecord(kit, MAINSUB_PATHS.detail, {
    id: mainSkuId,
    names: 'mainSubGet',
    load: (id, signal) => call(kit, 'mainSubGet', { mainSkuId: id }, { silent: true, signal }),
    fill,
  });
  const subs = useRows<SubRow>(
    (sub) => sub.skuId,
    () => markDirty(true),
  );
  const state = !mainSkuId ? 'choose' : !ready && !failed ? 'loading' : pair ? 'ready' : 'missing';

  const addSub = (row: SkuListRow) => {
    if (row.skuId === mainSkuId) return setProblems([t('sameAsMain')]);
    subs.add({ ...row, ratio: null });
    setProblems([]);
  };

  const save = async () => {
    if (subs.rows.length === 0) return setProblems([t('noSubs')]);
    if (subs.rows.some((sub) => sub.ratio === null || sub.ratio <= 0))
      return setProblems([t('ratioRequired')]);
    setSaving(true);
    setProblems([]);
    try {
      const saved = await call(
        kit,
        'mainSubSave',
        { mainSkuId, subs: subs.rows.map((sub) => ({ skuId: sub.skuId, ratio: ratioText(sub.ratio ?? 0) })) },
        { silent: true },
      );
      fill(saved);
      markDirty(false);
      kit.notify('success', kit.t('common.saved'));
    } catch (error) {
      setProblems(
        landFieldErrors(null, error, {
          fields: [],
          rows: { prefix: 'subs', label: (index) => subs.rows[index]?.skuName },
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  if (state === 'loading') return <Spin />;
  if (state === 'choose')
    return (
      <PageCard title={t('createTitle')}>
        <Flex gap={12} align="center">
          <Typography.Text>{t('chooseMain')}</Typography.Text>
          <SkuPicker
            kit={kit}
            placeholder={t('skuSearch')}
            ariaLabel={t('chooseMain')}
            onPick={(row) => openMainSub(kit, row.skuId)}
          />
        </Flex>
      </PageCard>
    );
  if (state === 'missing' || !pair) return <Alert type="warning" showIcon title={t('mainRequired')} />;

  const columns: TableColumnsType<SubRow> = [
    { title: kit.t('goods.catalogue.adjustment.skuName'), dataIndex: 'skuName' },
    { title: t('barCode'), dataIndex: 'barCode' },
    { title: t('unit'), dataIndex: 'meaUnit' },
    {
      title: t('ratio'),
      key: 'ratio',
      render: (_, sub) => (
        <Flex gap={8} align="center">
          <span>1 {pair.mainMeaUnit} =</span>
          <InputNumber<number>
            aria-label={`${t('ratio')} ${sub.skuName}`}
            min={0.001}
            max={999_999_999}
            precision={3}
            value={sub.ratio}
            onChange={(ratio) => subs.update(sub.skuId, { ratio })}
          />
          <span>{sub.meaUnit}</span>
        </Flex>
      ),
    },
    {
      title: kit.t('common.actions'),
      key: 'actions',
      render: (_, sub) => (
        <Button type="link" size="small" danger onClick={() => subs.remove(sub.skuId)}>
          {kit.t('common.delete')}
        </Button>
      ),
    },
  ];

  return (
    <PageCard title={pair.subs.length > 0 ? t('editTitle') : t('createTitle')}>
      <Descriptions
        bordered
        size="small"
        column={3}
        items={[
          { key: 'name', label: t('mainSku'), children: pair.mainSkuName },
          { key: 'barCode', label: t('barCode'), children: pair.mainBarCode },
          { key: 'unit', label: t('unit'), children: pair.mainMeaUnit },
        ]}
      />
      <Flex vertical gap={12} style={{ marginTop: 24 }}>
        <Flex gap={12} align="center" wrap>
          <Typography.Text strong>{t('subs')}</Typography.Text>
          <Typography.Text type="secondary">{t('ratioHint')}</Typography.Text>
          <SkuPicker
            kit={kit}
            placeholder={t('skuSearch')}
            ariaLabel={t('addSub')}
            exclude={[mainSkuId, ...subs.rows.map((sub) => sub.skuId)]}
            onPick={addSub}
          />
        </Flex>
        <Table<SubRow>
          rowKey="skuId"
          size="small"
          columns={columns}
          dataSource={subs.rows}
          pagination={false}
        />
        <Problems problems={problems} />
        <Flex gap={8}>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {kit.t('common.save')}
          </Button>
          <Button
            onClick={() => kit.openTab({ path: MAINSUB_PATHS.list, title: kit.t('goods.routes.mainsub') })}
          >
            {kit.t('common.back')}
          </Button>
        </Flex>
      </Flex>
    </PageCard>
  );
}
