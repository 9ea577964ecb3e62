import { lazy, Suspense, useState } from 'react';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SETTINGS_BUTTON_OFFSET_PX } from '../constants';
import { settings } from '../stores/settings';
import { Icon } from '../components/icon';
import '../components/plain-button.css';

const SettingsDrawer = lazy(() => import('./settings-drawer'));

/**
 * The settings panel button on the right edge at the spec's offset, only while showSettings is on
 * (SHELL-14); the drawer's code loads on the first press.
 */
export function SettingsButton() {
  const { t } = useTranslation();
  const { showSettings } = useSnapshot(settings);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!showSettings) return null;
  return (
    <>
      <button
        type="button"
        className="rc-button is-primary is-icon-only"
        aria-label={t('topBar.settings.button')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        style={{
          position: 'fixed',
          top: SETTINGS_BUTTON_OFFSET_PX,
          right: 0,
          zIndex: 1000,
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
        }}
      >
        <Icon icon={SettingOutlined} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
