import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { SMS_COUNTDOWN_SECONDS } from '../constants';
import { Icon } from './icon';
import './plain-button.css';

/**
 * Sends an SMS code, then counts down 60 s during which it cannot be clicked, then offers to
 * resend. `send` resolves false when nothing was sent (invalid form, server refusal). A plain
 * button in antd's look: the sign-in page shows it before any antd code.
 */
export function SmsCodeButton({ send }: { send: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    if (sending) return;
    setSending(true);
    const sent = await send().finally(() => setSending(false));
    if (!sent) return;
    setSentOnce(true);
    setSecondsLeft(SMS_COUNTDOWN_SECONDS);
  };

  const label =
    secondsLeft > 0
      ? t('login.buttons.resendIn', { seconds: secondsLeft })
      : t(sentOnce ? 'login.buttons.resend' : 'login.buttons.sendCode');
  return (
    <button
      type="button"
      className="rc-button"
      aria-busy={sending}
      disabled={secondsLeft > 0}
      onClick={onClick}
      style={{ minWidth: 120 }}
    >
      {sending && <Icon icon={LoadingOutlined} spin />}
      {label}
    </button>
  );
}
