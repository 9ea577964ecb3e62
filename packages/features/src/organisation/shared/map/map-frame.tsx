import { useEffect, useEffectEvent, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { HostKit } from '../../../host-kit';
import type { EngineInfo } from './engine-types';
import { AMAP_VERSION, engineFor, loadAmap, readMapConfig, type AMapNamespace } from './map-config';

/** What a view's map is built on: AMap's namespace (AMap) or the tile URL (offline Leaflet). */
type EngineSource = { engine: 'amap'; AMap: AMapNamespace } | { engine: 'leaflet'; tileUrl: string };

/** A view's maker on each engine, each from the engine's lazy chunk. */
export interface EngineMakers<C, O> {
  amap: () => Promise<(container: HTMLElement, AMap: AMapNamespace, options: O) => C>;
  leaflet: () => Promise<(container: HTMLElement, tileUrl: string, options: O) => C>;
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
 * A view's map (a point picker, a fence editor) on the engine in use: AMap 1.4.15 when a key is
 * configured (the offline Leaflet map if it cannot load), else Leaflet; the engine's code loads
 * only then. The view is built once per mount (and per retry) with `options()` and destroyed on
 * unmount. Answers its controller once built, and the props of its MapFrame.
 */
export function useEngineMap<C extends Controller, O>(
  kit: HostKit,
  makers: EngineMakers<C, O>,
  options: () => O,
): { controller: C | null; frame: Pick<MapFrameProps, 'kit' | 'containerRef' | 'state' | 'onRetry'> } {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>({ kind: 'loading' });
  const [controller, setController] = useState<C | null>(null);
  const [round, setRound] = useState(0);
  const optionsNow = useEffectEvent(options);

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
        const element = containerRef.current;
        if (!alive || !element) return;
        made =
          source.engine === 'amap'
            ? (await makers.amap())(element, source.AMap, optionsNow())
            : (await makers.leaflet())(element, source.tileUrl, optionsNow());
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
  }, [kit, makers, round]);

  const onRetry = () => {
    setState({ kind: 'loading' });
    setRound((value) => value + 1);
  };
  return { controller, frame: { kit, containerRef, state, onRetry } };
}

/** The caption naming the engine in use: "AMap 1.4.15", "Leaflet 1.9.4 (offline outlines)". */
export function engineCaption(kit: HostKit, info: EngineInfo): string {
  if (info.engine === 'amap') return kit.t('org.places.map.engineAmap', { version: info.version });
  return kit.t(info.basemap === 'tiles' ? 'org.places.map.engineTiles' : 'org.places.map.engineOutlines', {
    version: info.version,
  });
}

interface MapFrameProps {
  kit: HostKit;
  containerRef: RefObject<HTMLDivElement | null>;
  state: MapState;
  onRetry: () => void;
  height: number;
  toolbar?: ReactNode;
  testId: string;
}

/**
 * The map's box: the container the engine draws in, with data-map-engine / data-map-version (and
 * the AMap version the loader is set to, data-amap-version), a caption naming the engine, and the
 * loading and error (Retry) states.
 */
export function MapFrame({ kit, containerRef, state, onRetry, height, toolbar, testId }: MapFrameProps) {
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
