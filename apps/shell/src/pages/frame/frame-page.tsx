import { useEffect, useMemo } from 'react';
import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { checkFrameSrc, frameAllowlist } from '../../bridge/frame-allowlist';
import { frameEntryFromQuery } from '../../menu/menu-target';
import { addEmbeddedUrl } from '../../stores/tabs';

/**
 * /iframe/urlPath (ROUTE-08, ROUTE-09): records the embedded-page entry its query names, so the
 * frame layer shows it (and keeps it alive while the tab is open). Addresses that are not http(s),
 * or from an origin outside the tenant's allowlist, are refused here and never framed.
 */
export default function FramePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { loaded } = useSnapshot(frameAllowlist);
  const entry = useMemo(() => frameEntryFromQuery(query), [query]);
  const check = loaded && entry ? checkFrameSrc(entry.src) : null;
  const allowed = check?.ok === true;

  useEffect(() => {
    if (entry && allowed) addEmbeddedUrl(entry);
  }, [entry, allowed]);

  if (!entry || check?.ok === false) {
    const refused = check?.ok === false && check.refusal === 'origin';
    return <Result status="warning" title={t(refused ? 'frame.refused' : 'frame.invalid')} />;
  }
  return loaded ? null : <Spin />;
}
