import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../i18n';
import { appState, setLanguage } from '../stores/app';
import { Icon } from './icon';
import { LazyDropdown } from './lazy-popup';
import './plain-button.css';

/** The zh/en/es switch of the sign-in page and the top bar (I18N-03). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(appState);
  return (
    <LazyDropdown
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lng) => ({ key: lng, label: LANGUAGE_NAMES[lng] })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void setLanguage(key);
        },
      }}
    >
      <button type="button" className="rc-button is-text" aria-label={t('layout.language')}>
        <Icon icon={GlobalOutlined} />
        {/* Icon only at phone width (top-bar.css). */}
        <span className="rc-header-label">{LANGUAGE_NAMES[language]}</span>
      </button>
    </LazyDropdown>
  );
}
