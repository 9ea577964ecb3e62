import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import type { HostKit } from '../../../host-kit';
import { AMAP_VERSION, loadAmap, readMapKey } from './amap';
import { PageCard } from '../../../shared/page-card';

type MapState = { kind: 'checking' | 'noKey' | 'loading' | 'loaded' } | { kind: 'failed'; message: string };

/**
 * gddtText, the map loader test page: with a configured key it loads AMap through
 * @amap/amap-jsapi-loader and shows a map; without one it says so and loads nothing (the loader
 * is a lazy import, fetched only once a key is known).
 */
export default function MapTestPage({ kit }: { kit: HostKit }) {
  const [state, setState] = useState<MapState>({ kind: 'checking' });
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    let map: { destroy?: () => void } | undefined;
    void (async () => {
      const key = await readMapKey(kit);
      if (!alive) return;
      if (!key) {
        setState({ kind: 'noKey' });
        return;
      }
      setState({ kind: 'loading' });
      try {
        const AMap = await loadAmap(key);
        if (!alive || !container.current) return;
        map = new AMap.Map(container.current, { zoom: 11 });
        setState({ kind: 'loaded' });
      } catch (error) {
        if (alive)
          setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      alive = false;
      map?.destroy?.();
    };
  }, [kit]);

  const t = (key: string) => kit.t(`goods.catalogue.map.${key}`, { version: AMAP_VERSION });
  return (
    <PageCard title={kit.t('goods.routes.gddtText')}>
      {state.kind === 'checking' && <Spin description={t('checking')} />}
      {state.kind === 'noKey' && <Alert type="info" showIcon title={t('noKey')} />}
      {state.kind === 'loading' && <Alert type="info" title={t('loading')} />}
      {state.kind === 'loaded' && <Alert type="success" title={t('loaded')} />}
      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={kit.t('goods.catalogue.map.failed', { message: state.message })}
        />
      )}
      <div
        ref={container}
        data-testid="amap-container"
        style={{
          height: 480,
          marginTop: 16,
          display: state.kind === 'loading' || state.kind === 'loaded' ? 'block' : 'none',
        }}
      />
    </PageCard>
  );
}
