import { AndroidOutlined, AppleOutlined, DesktopOutlined, WindowsOutlined } from '@ant-design/icons';

/** The mark of a client's platform; anything unknown is shown as a desktop. */
export function ClientIcon({ platform }: { platform: string }) {
  if (platform === 'windows') return <WindowsOutlined />;
  if (platform === 'android') return <AndroidOutlined />;
  if (platform === 'ios' || platform === 'macos') return <AppleOutlined />;
  return <DesktopOutlined />;
}
