import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LazyDropdown } from './lazy-popup';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../i18n';
import { appState, setLanguage } from '../stores/app';

/** The zh/en/es switch of the sign-in page and the top bar (I18N-03). */
export function LanguageSwitch({ type = 'text' }: { type?: 'text' | 'default' }) {
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
      <Button type={type} icon={<GlobalOutlined />} aria-label={t('layout.language')}>
        {LANGUAGE_NAMES[language]}
      </Button>
    </LazyDropdown>
  );
}
