import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachFrame } from '../../bridge/bridge';
import { createFrameTab, restoredFrameUrl } from './frame-tab';
import { FRAME_HEIGHT_OFFSET_PX, FRAME_LOAD_TIMEOUT_MS } from '../../constants';
import { useWindowHeight } from '../../hooks/use-window-height';
import type { EmbeddedEntry } from '../../stores/tabs';
import { frameSandbox } from './frame-sandbox';

/** antd's Result, for the rare page that never answers: loaded then, not with every frame. */
const FrameSilent = lazy(() => import('./frame-silent'));

/**
 * One embedded page (ROUTE-10): a sandboxed frame as tall as the window minus 90 px. Every load
 * attaches it to the bridge, which handshakes with the page; a page that never answers (gone,
 * 404, not speaking the protocol) or never even loads (a server that hangs) gets a placeholder
 * with a reload instead of a blank frame. One that answers after all takes its place again.
 */
export function EmbeddedFrame({ entry, url, active }: { entry: EmbeddedEntry; url: URL; active: boolean }) {
  const { t } = useTranslation();
  const height = useWindowHeight() - FRAME_HEIGHT_OFFSET_PX;
  const frame = useRef<HTMLIFrameElement>(null);
  const [silent, setSilent] = useState(false);
  const [generation, setGeneration] = useState(0);
  const detach = useRef<(() => void) | null>(null);
  const loaded = useRef(false);
  const isActive = useRef(active);
  useEffect(() => {
    isActive.current = active;
  }, [active]);
  // A reload or a shared link opens the page at the route it last kept in the address.
  const [restored] = useState(() => ({
    from: url.toString(),
    src: (active ? restoredFrameUrl(url, window.location.hash) : url).toString(),
  }));
  const src = restored.from === url.toString() ? restored.src : url.toString();

  const onLoad = useCallback(() => {
    loaded.current = true;
    detach.current?.();
    const frameWindow = frame.current?.contentWindow;
    if (!frameWindow) return;
    // A page that answers late (it starts postmate when it likes) takes the placeholder's place.
    const handshake = attachFrame(
      frameWindow,
      url.origin,
      () => {
        if (detach.current === handshake.dispose) setSilent(false);
      },
      createFrameTab(entry.id, url.origin, () => isActive.current),
    );
    detach.current = handshake.dispose;
    void handshake.connected.then((connected) => {
      if (detach.current === handshake.dispose) setSilent(!connected);
    });
  }, [url, entry.id]);

  // The handshake starts at the first load: a page that never loads is given up on here.
  useEffect(() => {
    loaded.current = false;
    const timer = setTimeout(() => {
      if (!loaded.current) setSilent(true);
    }, FRAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [generation]);

  useEffect(() => () => detach.current?.(), []);

  const reload = () => {
    setSilent(false);
    setGeneration((value) => value + 1);
  };

  return (
    <div hidden={!active} data-testid="embedded-frame" data-frame-id={entry.id}>
      {silent && (
        <Suspense fallback={null}>
          <FrameSilent onReload={reload} />
        </Suspense>
      )}
      <iframe
        key={generation}
        ref={frame}
        title={entry.name || t('frame.title')}
        name={entry.id}
        src={src}
        sandbox={frameSandbox(url)}
        onLoad={onLoad}
        style={{ display: silent ? 'none' : 'block', width: '100%', height, border: 0 }}
      />
    </div>
  );
}
