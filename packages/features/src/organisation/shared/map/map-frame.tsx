import { useEffect, useEffectEvent, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { HostKit } from '../../../host-kit';
import type { EngineInfo } from './engine-types';
import { AMAP_VERSION, engineFor, loadAmap, readMapConfig, type AMapNamespace } from './map-config';

/** What a view gives to build its map: AMap's namespace (AMap) or the tile URL (offline Leaflet). */
export type EngineSource = { engine: 'amap'; AMap: AMapNamespace } | { engine: 'leaflet'; tileUrl: string };

/** A view's maker on each engine, each from the engine's lazy chunk. */
export interface EngineMakers<C, O> {
  amap: () => Promise<(container: HTMLElement, AMap: AMapNamespace, options: O) => C>;
  leaflet: () => Promise<(container: HTMLElement, tileUrl: string, options: O) => C>;
}

/** Builds a view (a point picker, a fence editor) on the engine in use; its code loads only then. */
export async function buildOnEngine<C, O>(
  makers: EngineMakers<C, O>,
  container: HTMLElement,
  source: EngineSource,
  options: O,
): Promise<C> {
  if (source.engine === 'amap') return (await makers.amap())(container, source.AMap, options);
  return (await makers.leaflet())(container, source.tileUrl, options);
}

interface Controller {
  info: EngineInfo;
  destroy(): void;
}

export type MapState =
  | { kind: 'loading' }
  | { kind: 'ready'; info: EngineInfo; amapFailed: boolean }
  | { kind: 'failed'; message: string };

/**
 * Builds a map controller once the engine is known: AMap 1.4.15 when a key is configured (the
 * offline Leaflet map if it cannot load), else Leaflet. `create` runs once per mount (and per
 * retry); the controller is destroyed on unmount.
 */
export function useMapController<C extends Controller>(
  kit: HostKit,
  container: RefObject<HTMLDivElement | null>,
  create: (container: HTMLElement, source: EngineSource) => Promise<C>,
): { controller: C | null; state: MapState; retry(): void } {
  const [state, setState] = useState<MapState>({ kind: 'loading' });
  const [controller, setController] = useState<C | null>(null);
  const [round, setRound] = useState(0);
  const build = useEffectEvent(create);

  useEffect(() => {
    let alive = true;
    let made: C | null = null;
    void (async () => {
      try {
        const config = await readMapConfig(kit);
        let amapFailed = false;
        let source: EngineSource = { engine: 'leaflet', tileUrl: config.tileUrl };
        if (engineFor(config) === 'amap') {
          try {
            source = { engine: 'amap', AMap: await loadAmap(config.amapKey) };
          } catch {
            amapFailed = true;
          }
        }
        if (!alive || !container.current) return;
        made = await build(container.current, source);
        if (!alive) {
          made.destroy();
          return;
        }
        setController(made);
        setState({ kind: 'ready', info: made.info, amapFailed });
      } catch (error) {
        if (alive)
          setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      alive = false;
      made?.destroy();
      setController(null);
    };
  }, [kit, container, round]);

  const retry = () => {
    setState({ kind: 'loading' });
    setRound((value) => value + 1);
  };
  return { controller, state, retry };
}

/** The caption naming the engine in use: "AMap 1.4.15", "Leaflet 1.9.4 (offline outlines)". */
export function engineCaption(kit: HostKit, info: EngineInfo): string {
  if (info.engine === 'amap') return kit.t('org.places.map.engineAmap', { version: info.version });
  return kit.t(info.basemap === 'tiles' ? 'org.places.map.engineTiles' : 'org.places.map.engineOutlines', {
    version: info.version,
  });
}

/**
 * The map's box: the container the engine draws in, with data-map-engine / data-map-version (and
 * the AMap version the loader is set to, data-amap-version), a caption naming the engine, and the
 * loading and error (Retry) states.
 */
export function MapFrame({
  kit,
  containerRef,
  state,
  onRetry,
  height,
  toolbar,
  testId,
}: {
  kit: HostKit;
  containerRef: RefObject<HTMLDivElement | null>;
  state: MapState;
  onRetry: () => void;
  height: number;
  toolbar?: ReactNode;
  testId: string;
}) {
  const info = state.kind === 'ready' ? state.info : null;
  return (
    <Flex vertical gap={6}>
      {toolbar}
      {state.kind === 'ready' && state.amapFailed && (
        <Alert
          type="warning"
          showIcon
          title={kit.t('org.places.map.amapFailed', { version: AMAP_VERSION })}
        />
      )}
      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={kit.t('org.places.map.failed', { message: state.message })}
          action={
            <Button size="small" onClick={onRetry}>
              {kit.t('common.retry')}
            </Button>
          }
        />
      )}
      <div
        data-testid={testId}
        data-map-engine={info?.engine ?? ''}
        data-map-version={info?.version ?? ''}
        data-amap-version={AMAP_VERSION}
        data-map-state={state.kind}
        style={{
          position: 'relative',
          height,
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          overflow: 'hidden',
        }}
      >
        <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
        {state.kind === 'loading' && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, zIndex: 1000 }}>
            <Spin description={kit.t('org.places.map.loading')} />
          </Flex>
        )}
      </div>
      {info && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`${testId}-engine`}>
          {engineCaption(kit, info)}
        </Typography.Text>
      )}
    </Flex>
  );
}
