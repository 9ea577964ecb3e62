import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { checkFrameSrc, frameAllowlist } from '../../bridge/frame-allowlist';
import { FRAME_ROUTE, frameEntryFromQuery } from '../../menu/menu-target';
import { tabs } from '../../stores/tabs';
import { EmbeddedFrame } from './embedded-frame';

/**
 * The frames of every open frame tab, rendered beside the route outlet rather than in it, so that
 * switching tabs hides a frame instead of unmounting it: the page is never reloaded while its tab
 * stays open. Closing the tab drops its embedded entry, and with it the frame.
 */
export function FrameLayer() {
  const { embeddedUrls } = useSnapshot(tabs);
  const { loaded } = useSnapshot(frameAllowlist);
  const { pathname, search } = useLocation();
  const activeId = useMemo(
    () => (pathname === FRAME_ROUTE ? frameEntryFromQuery(new URLSearchParams(search))?.id : undefined),
    [pathname, search],
  );
  if (!loaded) return null;
  return (
    <>
      {embeddedUrls.map((entry) => {
        const check = checkFrameSrc(entry.src);
        return check.ok ? (
          <EmbeddedFrame key={entry.id} entry={entry} url={check.url} active={entry.id === activeId} />
        ) : null;
      })}
    </>
  );
}
