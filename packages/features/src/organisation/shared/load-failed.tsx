import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import type { HostKit } from '../../host-kit';

/**
 * A load that failed, on an organisation page or panel: `message` (or "could not load"), the
 * server's `error` under it when the page has one, and a Retry.
 */
export function LoadFailed(props: {
  kit: HostKit;
  message?: string;
  error?: string;
  onRetry: () => void;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={props.message ?? props.kit.t('common.loadFailed')}
      description={props.error}
      style={props.style}
      action={
        <Button size="small" onClick={props.onRetry}>
          {props.kit.t('common.retry')}
        </Button>
      }
    />
  );
}
