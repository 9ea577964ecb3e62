import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Form, Modal, Row, Spin, Table, Tag, Typography } from 'antd';
import type { FenceCollection, FenceHit, LngLat, PickupPoint } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import { isCallError, type HostKit } from '../../../host-kit';
import { FenceMap, type MapMarker } from '../../shared/map/fence-map';
import { EMPTY_FENCE, areaIndexOf, coordinateText, pointOf } from '../../shared/map/geo';
import { StoreSelect } from '../../shared/store-select';
import { useListQuery } from '../../../shared/list-state';
import { messageOf } from '../../../shared/call-refusal';
import { FenceAreas, PointInputs } from './fence-areas';
import { PageCard } from '../../../shared/page-card';
import { call, isStale, LoadFailed, useCall, useFormRecord } from '../../../kit';
import { confirmDiscard } from '../../shared/confirm-discard';

const QUERY_DEFAULTS = { storeId: '' } as const;
const FENCE_PAGE = PAGES.globalEnclosure.path;

/** A store's point from its form's longitude and latitude, null when it has none. */
function storePoint(store: { longitude: string; latitude: string } | undefined): LngLat | null {
  const lng = Number(store?.longitude || NaN);
  const lat = Number(store?.latitude || NaN);
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lng, lat] : null;
}

/** What the server said about the last save: messages by area, and the others. */
interface Refusal {
  byArea: Map<number, string>;
  other: string[];
  stale: boolean;
}

/** A refused save as messages by area index (fieldErrors naming geojson.features.N...). */
function refusalOf(error: unknown): Refusal {
  const byArea = new Map<number, string>();
  const other: string[] = [];
  if (isCallError(error) && error.fieldErrors?.length) {
    for (const entry of error.fieldErrors) {
      // The server's messages name the area themselves ("area 2 ..."): shown as they are.
      other.push(entry.msg);
      const index = areaIndexOf(entry.field);
      if (index !== null)
        byArea.set(index, byArea.has(index) ? `${byArea.get(index)} ${entry.msg}` : entry.msg);
    }
  } else other.push(messageOf(error));
  return { byArea, other, stale: isStale(error) };
}

/**
 * globalEnclosure/index (ORG-12): a store's electronic fence. Pick a store; its areas show on the
 * map and in a list; draw polygons and circles (or type their coordinates), reshape, move and
 * delete them; save replaces the fence (naming the version read) and a refused area is outlined
 * and named. "Check a point" asks the server whether a typed or clicked point lies inside the
 * saved fence; the store's pickup points outside it are listed and marked on the map.
 */
export default function FencePage({ kit }: { kit: HostKit }) {
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  // Another store is another fence: its changes, refusal and checked point start afresh.
  return (
    <StoreFence
      key={query.storeId}
      kit={kit}
      storeId={query.storeId}
      onStore={(storeId) => setQuery({ storeId })}
    />
  );
}

type StoreFenceProps = { kit: HostKit; storeId: string; onStore: (storeId: string) => void };

function StoreFence({ kit, storeId, onStore }: StoreFenceProps) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.fence.${key}`, options);
  const [modal, modalHolder] = Modal.useModal();
  const [fence, setFence] = useState<FenceCollection>(EMPTY_FENCE);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  /** Bumped when typed areas are added: the map fits the fence again to show them. */
  const [fitRound, setFitRound] = useState(0);

  /** Shows a fence's areas as stored, with no refusal or highlight. */
  const show = (areas: FenceCollection) => {
    setFence(areas);
    setRefusal(null);
    setHighlight(null);
  };

  // The chosen store's fence, filled in when it comes (and on Retry / reload).
  const stored = useFormRecord(kit, FENCE_PAGE, {
    id: storeId,
    names: 'fenceGet',
    load: (id, signal) => call(kit, 'fenceGet', { storeId: id }, { silent: true, signal }),
    fill: (fenceRead) => show(fenceRead?.geojson ?? EMPTY_FENCE),
  });
  const { record: loaded, dirty, markDirty } = stored;
  /** Gives up the changes and reads the fence again. */
  const reload = () => {
    markDirty(false);
    stored.refill();
  };

  // Leaving the page (or the store) for good: nothing unsaved any more.
  useEffect(() => () => kit.setUnsaved(FENCE_PAGE, false), [kit]);

  // The store's own point: a store with no fence yet opens its map there.
  const store = useCall(kit, 'getStore', { id: storeId }, { silent: true, enabled: Boolean(storeId) });
  const home = useMemo(() => storePoint(store.data), [store.data]);

  const outside = useCall(
    kit,
    'fenceOutsidePickups',
    { storeId },
    { silent: true, enabled: Boolean(storeId) },
  );

  const chooseStore = (next: string) => {
    if (next === storeId) return;
    const go = () => {
      markDirty(false);
      onStore(next);
    };
    if (!dirty) go();
    else confirmDiscard(modal, kit, t, go);
  };

  const edit = (next: FenceCollection) => {
    setFence(next);
    markDirty(true);
    setRefusal(null);
  };

  const save = async () => {
    if (!loaded) return;
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await call(
        kit,
        'fenceSave',
        { storeId, version: loaded.version, geojson: fence },
        { silent: true },
      );
      // The server keeps the areas normalised: show them as stored.
      stored.keep(saved);
      show(saved.geojson ?? fence);
      markDirty(false);
      kit.notify('success', kit.t('common.saved'));
      outside.reload();
      setHit(null);
    } catch (error) {
      const next = refusalOf(error);
      setRefusal(next);
      const first = [...next.byArea.keys()][0];
      setHighlight(first ?? null);
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    if (loaded) show(loaded.geojson ?? EMPTY_FENCE);
    markDirty(false);
  };

  // ---- check a point
  const [check, setCheck] = useState({ longitude: '', latitude: '' });
  const [checkError, setCheckError] = useState('');
  const [hit, setHit] = useState<(FenceHit & { position: LngLat }) | null>(null);
  const [checking, setChecking] = useState(false);

  const runCheck = async (text: { longitude: string; latitude: string }) => {
    setHit(null);
    const point = pointOf(text);
    if (!point) {
      setCheckError(t('checkRange'));
      return;
    }
    const [longitude, latitude] = point;
    setCheckError('');
    setChecking(true);
    try {
      const answer = await call(
        kit,
        'fenceContains',
        { storeId, longitude: Number(coordinateText(longitude)), latitude: Number(coordinateText(latitude)) },
        { silent: true },
      );
      setHit({ ...answer, position: [longitude, latitude] });
    } catch (error) {
      setCheckError(messageOf(error));
    } finally {
      setChecking(false);
    }
  };

  const pick = (position: LngLat) => {
    const text = { longitude: coordinateText(position[0]), latitude: coordinateText(position[1]) };
    setCheck(text);
    void runCheck(text);
  };

  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = (outside.data ?? []).flatMap((pickup) => {
      const position = pointOf(pickup);
      return position ? [{ position, label: `${pickup.name} (${pickup.code})`, tone: 'warn' as const }] : [];
    });
    if (hit)
      list.push({
        position: hit.position,
        label: kit.t(hit.inside ? 'org.places.fence.inside' : 'org.places.fence.outside'),
        tone: 'check',
      });
    return list;
  }, [outside.data, hit, kit]);

  const outsideColumns = [
    { title: t('pickupCode'), dataIndex: 'code', width: 100 },
    { title: t('pickupName'), dataIndex: 'name' },
    {
      title: t('pickupLocation'),
      key: 'location',
      render: (_: unknown, row: PickupPoint) => (row.longitude ? `${row.longitude}, ${row.latitude}` : ''),
    },
  ];

  const { failed } = stored;
  const ready = stored.ready && loaded !== null;

  return (
    <PageCard
      title={kit.t('org.routes.globalEnclosure')}
      extra={
        ready && (
          <Flex gap={8} align="center">
            {dirty && <Tag color="warning">{t('unsaved')}</Tag>}
            <Button onClick={discard} disabled={!dirty || saving}>
              {kit.t('common.discard')}
            </Button>
            <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty}>
              {kit.t('common.save')}
            </Button>
          </Flex>
        )
      }
    >
      {modalHolder}
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('store')} htmlFor="fence_store">
          <StoreSelect
            kit={kit}
            id="fence_store"
            style={{ width: 280 }}
            allowClear={false}
            placeholder={t('storePlaceholder')}
            value={storeId || undefined}
            onChange={(next) => chooseStore(next ?? '')}
          />
        </Form.Item>
        {ready && (
          <Typography.Text type="secondary" style={{ alignSelf: 'center' }} data-testid="fence-version">
            {loaded.version > 0 ? t('version', { version: loaded.version }) : t('noFenceYet')}
          </Typography.Text>
        )}
      </Form>
      {!storeId && <Empty description={t('chooseStore')} />}
      {failed && <LoadFailed kit={kit} onRetry={reload} style={{ marginBottom: 16 }} />}
      {storeId && !failed && !ready && <Spin style={{ display: 'block', margin: 48 }} />}
      {ready && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={15}>
            <FenceMap
              kit={kit}
              value={fence}
              onChange={edit}
              markers={markers}
              onPick={pick}
              highlight={highlight}
              fitKey={`${storeId}:${fitRound}`}
              home={home}
              height={520}
            />
          </Col>
          <Col xs={24} xl={9}>
            <Flex vertical gap={16}>
              {refusal && (
                <Alert
                  type="error"
                  showIcon
                  data-testid="fence-refusal"
                  title={t('refused')}
                  description={refusal.other.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                  action={
                    refusal.stale ? (
                      <Button size="small" onClick={reload}>
                        {t('reload')}
                      </Button>
                    ) : undefined
                  }
                />
              )}
              <FenceAreas
                kit={kit}
                fence={fence}
                highlight={highlight}
                problems={refusal?.byArea ?? new Map()}
                onHighlight={setHighlight}
                onChange={(next) => {
                  if (next.features.length > fence.features.length) setFitRound((value) => value + 1);
                  edit(next);
                }}
              />
              <Card size="small" title={t('checkTitle')}>
                <Flex vertical gap={8}>
                  <Flex gap={8} wrap>
                    <PointInputs
                      labels={[t('checkLongitude'), t('checkLatitude')]}
                      width={130}
                      value={check}
                      onChange={setCheck}
                      onEnter={() => void runCheck(check)}
                    />
                    <Button loading={checking} onClick={() => void runCheck(check)}>
                      {t('checkButton')}
                    </Button>
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dirty ? t('checkSavedOnly') : t('checkHint')}
                  </Typography.Text>
                  {checkError && <Alert type="error" showIcon title={checkError} />}
                  {hit && (
                    <div>
                      <Tag
                        color={hit.inside ? 'green' : 'red'}
                        data-testid="fence-check-result"
                        data-inside={String(hit.inside)}
                      >
                        {hit.inside
                          ? hit.featureIndex === null
                            ? t('inside')
                            : t('insideArea', { number: hit.featureIndex + 1 })
                          : t('outside')}
                      </Tag>
                    </div>
                  )}
                </Flex>
              </Card>
              <Card size="small" title={t('outsideTitle')}>
                {outside.failed && (
                  <LoadFailed kit={kit} onRetry={outside.reload} style={{ marginBottom: 16 }} />
                )}
                <Table<PickupPoint>
                  rowKey="id"
                  size="small"
                  data-testid="fence-outside-pickups"
                  loading={outside.loading}
                  columns={outsideColumns}
                  dataSource={outside.data ?? []}
                  pagination={false}
                  locale={{ emptyText: t('noOutside') }}
                />
              </Card>
            </Flex>
          </Col>
        </Row>
      )}
    </PageCard>
  );
}
