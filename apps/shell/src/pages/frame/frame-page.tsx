import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FRAME_HEIGHT_OFFSET_PX } from '../../constants';
import { useWindowHeight } from '../../hooks/use-window-height';
import { decodeFrameSrc } from '../../menu/menu-target';

/**
 * /iframe/urlPath (ROUTE-08..10): a third-party page in a sandboxed frame, as tall as the window
 * minus 90 px. Keeping frames alive across tabs and the message bridge come with the tab strip.
 */
export default function FramePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const height = useWindowHeight() - FRAME_HEIGHT_OFFSET_PX;
  const src = decodeFrameSrc(query.get('src'));
  if (!src) return <Result status="warning" title={t('frame.invalid')} />;
  return (
    <iframe
      title={query.get('name') || t('frame.title')}
      src={src}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      style={{ display: 'block', width: '100%', height, border: 0 }}
    />
  );
}
