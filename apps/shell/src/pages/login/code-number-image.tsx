import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeNumberImage } from '../../api/sso';
import '../../components/plain-button.css';
import './login-page.css';

/** The code-number image the server asks for after repeated failures; a click brings another. */
export function CodeNumberImage({ platformNum, loginName }: { platformNum: string; loginName: string }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    codeNumberImage({ platformNum, loginName })
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [platformNum, loginName, version]);

  return (
    <button
      type="button"
      className="rc-button rc-code-number-image"
      title={t('login.fields.codeNumber.refresh')}
      onClick={() => setVersion((v) => v + 1)}
    >
      {url && (
        <img src={url} alt={t('login.fields.codeNumber.image')} data-testid="code-number-image" height={38} />
      )}
    </button>
  );
}
