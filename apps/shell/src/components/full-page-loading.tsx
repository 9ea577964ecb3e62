import { useTranslation } from 'react-i18next';
import './plain-button.css';
import './full-page-loading.css';

/** Shown while the first navigation (guard and page code) is under way. */
export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="rc-full-page-loading" role="status">
      <span className="rc-spinner is-large" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
