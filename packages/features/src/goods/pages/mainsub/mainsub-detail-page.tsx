import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, InputNumber, Spin, Typography } from 'antd';
import type { MainSub, SkuListRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { SkuPicker } from '../catalogue-shared/sku-picker';
import { SkuRows } from '../catalogue-shared/sku-rows';
import { MAINSUB_PATHS, openMainSub } from './mainsub-paths';
import { PageCard } from '../../../shared/page-card';
import { Problems, RecordView, call, useFormRecord, useFormSave, useRows, textsOf } from '../../../kit';

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

  /** Puts a pair's sub rows on the page. */
  const fill = (loaded: MainSub | null) =>
    subs.fill((loaded?.subs ?? []).map((sub) => ({ ...sub, ratio: Number(sub.ratio) })));
  const {
    record: pair,
    ready,
    failed,
    markDirty,
    keep,
  } = useFormRecord(kit, MAINSUB_PATHS.detail, {
    id: mainSkuId,
    names: 'mainSubGet',
    load: (id, signal) => call(kit, 'mainSubGet', { mainSkuId: id }, { silent: true, signal }),
    fill,
  });
  const subs = useRows<SubRow>(
    (sub) => sub.skuId,
    () => markDirty(true),
  );
  const { saving, submit, problems, say } = useFormSave(kit, null, pair, {
    list: { prefix: 'subs', label: (index) => subs.rows[index]?.skuName },
    refuse: () =>
      subs.rows.length === 0
        ? [t('noSubs')]
        : subs.rows.some((sub) => sub.ratio === null || sub.ratio <= 0)
          ? [t('ratioRequired')]
          : [],
    save: () =>
      call(
        kit,
        'mainSubSave',
        { mainSkuId, subs: subs.rows.map((sub) => ({ skuId: sub.skuId, ratio: ratioText(sub.ratio ?? 0) })) },
        { silent: true },
      ),
    onSaved: (saved: MainSub) => {
      keep(saved);
      fill(saved);
    },
  });
  const state = !mainSkuId ? 'choose' : !ready && !failed ? 'loading' : pair ? 'ready' : 'missing';

  const addSub = (row: SkuListRow) => {
    if (row.skuId === mainSkuId) return say([t('sameAsMain')]);
    subs.add({ ...row, ratio: null });
    say([]);
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

  return (
    <PageCard title={pair.subs.length > 0 ? t('editTitle') : t('createTitle')}>
      <RecordView<MainSub>
        record={pair}
        column={3}
        rows={[
          { name: 'mainSkuName', label: t('mainSku') },
          { name: 'mainBarCode', label: t('barCode') },
          { name: 'mainMeaUnit', label: t('unit') },
        ]}
      />
      <SkuRows<SubRow>
        kit={kit}
        heading={
          <>
            <Typography.Text strong>{t('subs')}</Typography.Text>
            <Typography.Text type="secondary">{t('ratioHint')}</Typography.Text>
          </>
        }
        rows={subs}
        picker={{ placeholder: t('skuSearch'), ariaLabel: t('addSub'), exclude: [mainSkuId], onPick: addSub }}
        columns={[
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
        ]}
      >
        <Problems problems={problems} />
        <Flex gap={8}>
          <Button type="primary" loading={saving} onClick={() => void submit(pair, () => markDirty(false))}>
            {kit.t('common.save')}
          </Button>
          <Button
            onClick={() => kit.openTab({ path: MAINSUB_PATHS.list, title: kit.t('goods.routes.mainsub') })}
          >
            {kit.t('common.back')}
          </Button>
        </Flex>
      </SkuRows>
    </PageCard>
  );
}
