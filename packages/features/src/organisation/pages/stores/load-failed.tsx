import { Alert, Button } from 'antd';
import type { HostKit } from '../../../host-kit';

/** The error state of a store page or panel: what went wrong and a Retry button. */
export function LoadFailed(props: { kit: HostKit; message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={props.message}
      action={
        <Button size="small" onClick={props.onRetry}>
          {props.kit.t('org.retry')}
        </Button>
      }
    />
  );
}
