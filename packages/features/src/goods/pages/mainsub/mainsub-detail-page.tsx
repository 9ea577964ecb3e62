import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Descriptions, Flex, InputNumber, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MainSub, SkuListRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { messageOf } from '../catalogue-shared/field-errors';
import { SkuPicker } from '../catalogue-shared/sku-picker';
import { MAINSUB_PATHS, openMainSub } from './mainsub-paths';
import { PageCard } from '../../../shared/page-card';
import { call } from '../../../kit';

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
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.mainSub.${key}`, options);
  const [params] = useSearchParams();
  const mainSkuId = params.get('mainSkuId') ?? '';
  const [pair, setPair] = useState<MainSub | null>(null);
  const [subs, setSubs] = useState<SubRow[]>([]);
  /** The main SKU the page holds ('' for none yet); null before the first load. */
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const markDirty = useCallback((dirty: boolean) => kit.setUnsaved(MAINSUB_PATHS.detail, dirty), [kit]);

  /** Puts a pair (or nothing: a main SKU is to be chosen) on the page. */
  const onLoaded = useEffectEvent((loaded: MainSub | null, loadedFor: string) => {
    markDirty(false);
    setPair(loaded);
    setSubs((loaded?.subs ?? []).map((sub) => ({ ...sub, ratio: Number(sub.ratio) })));
    setProblems([]);
    setLoadedId(loadedFor);
  });
  // Once per main SKU: coming back to the tab keeps what was typed.
  useEffect(() => {
    if (loadedId === mainSkuId) return;
    let alive = true;
    (mainSkuId ? call(kit, 'mainSubGet', { mainSkuId }, { silent: true }) : Promise.resolve(null)).then(
      (loaded) => alive && onLoaded(loaded, mainSkuId),
      () => alive && onLoaded(null, mainSkuId),
    );
    return () => {
      alive = false;
    };
  }, [kit, mainSkuId, loadedId]);

  const state = loadedId !== mainSkuId ? 'loading' : !mainSkuId ? 'choose' : pair ? 'ready' : 'missing';

  const addSub = (row: SkuListRow) => {
    if (row.skuId === mainSkuId) {
      setProblems([t('sameAsMain')]);
      return;
    }
    setSubs((rows) =>
      rows.some((sub) => sub.skuId === row.skuId)
        ? rows
        : [
            ...rows,
            {
              skuId: row.skuId,
              skuName: row.skuName,
              barCode: row.barCode,
              meaUnit: row.meaUnit,
              ratio: null,
            },
          ],
    );
    setProblems([]);
    markDirty(true);
  };

  const setRatio = (skuId: string, ratio: number | null) => {
    setSubs((rows) => rows.map((sub) => (sub.skuId === skuId ? { ...sub, ratio } : sub)));
    markDirty(true);
  };

  const removeSub = (skuId: string) => {
    setSubs((rows) => rows.filter((sub) => sub.skuId !== skuId));
    markDirty(true);
  };

  const save = async () => {
    if (subs.length === 0) return setProblems([t('noSubs')]);
    if (subs.some((sub) => sub.ratio === null || sub.ratio <= 0)) return setProblems([t('ratioRequired')]);
    setSaving(true);
    setProblems([]);
    try {
      const saved = await call(
        kit,
        'mainSubSave',
        { mainSkuId, subs: subs.map((sub) => ({ skuId: sub.skuId, ratio: ratioText(sub.ratio ?? 0) })) },
        { silent: true },
      );
      setPair(saved);
      setSubs(saved.subs.map((sub) => ({ ...sub, ratio: Number(sub.ratio) })));
      markDirty(false);
      kit.notify('success', kit.t('goods.common.saved'));
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: { field: string; msg: string }[] }).fieldErrors ?? [];
      setProblems(
        fieldErrors.length === 0
          ? [messageOf(error)]
          : fieldErrors.map((entry) => {
              const row = /^subs\.(\d+)/.exec(entry.field);
              const sub = row ? subs[Number(row[1])] : undefined;
              return sub ? `${sub.skuName}: ${entry.msg}` : entry.msg;
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
            onChange={(value) => setRatio(sub.skuId, value)}
          />
          <span>{sub.meaUnit}</span>
        </Flex>
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, sub) => (
        <Button type="link" size="small" danger onClick={() => removeSub(sub.skuId)}>
          {kit.t('goods.buttons.delete')}
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
            exclude={[mainSkuId, ...subs.map((sub) => sub.skuId)]}
            onPick={addSub}
          />
        </Flex>
        <Table<SubRow> rowKey="skuId" size="small" columns={columns} dataSource={subs} pagination={false} />
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={problems.length === 1 ? problems[0] : undefined}
            description={
              problems.length > 1 ? problems.map((problem) => <div key={problem}>{problem}</div>) : undefined
            }
          />
        )}
        <Flex gap={8}>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {kit.t('goods.buttons.save')}
          </Button>
          <Button
            onClick={() => kit.openTab({ path: MAINSUB_PATHS.list, title: kit.t('goods.routes.mainsub') })}
          >
            {kit.t('goods.buttons.back')}
          </Button>
        </Flex>
      </Flex>
    </PageCard>
  );
}
