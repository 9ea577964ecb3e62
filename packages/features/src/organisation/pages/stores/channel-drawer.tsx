import type { ChannelGroup, SalesChannel, StoreChannels } from '@rcadmin/contract';
import { Button, Checkbox, Drawer, Empty, Select, Space, Spin, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { HostKit } from '../../../host-kit';
import { channelChoices, subChannelsToSave, type ChannelPicks } from './channel-picks';
import { call, LoadFailed, textsOf } from '../../../kit';
import { useRecord } from '../../../shared/use-record';

interface Loaded {
  all: SalesChannel[];
  active: SalesChannel[];
  groups: ChannelGroup[];
  current: StoreChannels;
}

const picksOf = (current: StoreChannels): ChannelPicks => ({
  channels: Object.fromEntries(current.channels.map((channel) => [channel.channelCode, channel.grpCode])),
  subChannels: current.subChannels.map((sub) => sub.subChannelCode),
});

/**
 * The channel settings of one store (ORG-06): the tenant's channels (active ones from
 * getActChannelList.do, every one from getChannelList.do on demand) with a group code each
 * (getGrpCodeList.do), the store's channels and sub-channels (getDeptSubChannelList.do). Save writes
 * the channels with their group codes (setDeptChannelList.do) and then the sub-channels
 * (setDeptSubChannel.do); "open on the chosen channels only" changes just which channels are open
 * (setStoreChannelRel.do), keeping group codes and sub-channels.
 */
export function ChannelDrawer(props: {
  kit: HostKit;
  storeId: string;
  storeName: string;
  /** `changed`: something was saved (the list shows the channels again). */
  onClose: (changed: boolean) => void;
}) {
  const { kit, storeId } = props;
  const t = textsOf(kit, 'org.stores.channels');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [picks, setPicks] = useState<ChannelPicks>({ channels: {}, subChannels: [] });
  /** Choices made and not saved: a reload behind them (the list's tab shown again) leaves them. */
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState<'' | 'save' | 'open'>('');
  const [changed, setChanged] = useState(false);

  const record = useRecord(
    kit,
    ['getChannelList', 'getActChannelList', 'getGrpCodeList', 'getDeptSubChannelList'],
    { storeId },
    async (signal): Promise<Loaded> => {
      const quiet = { silent: true, signal };
      const [all, active, groups, current] = await Promise.all([
        call(kit, 'getChannelList', undefined, quiet),
        call(kit, 'getActChannelList', undefined, quiet),
        call(kit, 'getGrpCodeList', undefined, quiet),
        call(kit, 'getDeptSubChannelList', { storeId }, quiet),
      ]);
      return { all, active, groups, current };
    },
    (next) => {
      setLoaded(next);
      setPicks(picksOf(next.current));
    },
    { dirty },
  );

  const shown = useMemo(
    () => (loaded ? channelChoices(loaded.all, loaded.active, picks, showAll) : []),
    [loaded, picks, showAll],
  );
  const groupOptions = useMemo(
    () =>
      (loaded?.groups ?? []).map((group) => ({ value: group.code, label: `${group.name} (${group.code})` })),
    [loaded],
  );

  /** Sends a change; the answer is the store's channels as saved. A refusal the shell shows; the choices stay. */
  const send = async (which: 'save' | 'open', change: () => Promise<StoreChannels>) => {
    setSaving(which);
    try {
      const current = await change();
      setLoaded((before) => (before ? { ...before, current } : before));
      setPicks(picksOf(current));
      setDirty(false);
      setChanged(true);
      kit.notify('success', t('saved'));
    } catch {
      // The shell showed why; the choices stay for another try.
    } finally {
      setSaving('');
    }
  };
  const save = () =>
    send('save', async () => {
      // channelList as JSON text of [{ channelCode, grpCode }] (API-10).
      const channels = Object.entries(picks.channels).map(([channelCode, grpCode]) => ({
        channelCode,
        grpCode: grpCode ?? '',
      }));
      await call(kit, 'setDeptChannelList', { storeId, channelList: JSON.stringify(channels) });
      const subChannelCodes = subChannelsToSave(loaded?.all ?? [], picks).join(',');
      return call(kit, 'setDeptSubChannel', { storeId, subChannelCodes });
    });
  const openOnly = () =>
    send('open', () =>
      call(kit, 'setStoreChannelRel', { storeId, channelCodes: Object.keys(picks.channels).join(',') }),
    );

  /** A choice of the user's. */
  const pick = (change: (before: ChannelPicks) => ChannelPicks) => {
    setDirty(true);
    setPicks(change);
  };
  const toggleChannel = (code: string, on: boolean) =>
    pick((before) => {
      const channels = { ...before.channels };
      if (on) channels[code] = channels[code] ?? '';
      else delete channels[code];
      return { ...before, channels };
    });
  const setGroup = (code: string, grpCode: string) =>
    pick((before) => ({ ...before, channels: { ...before.channels, [code]: grpCode } }));
  const setSubs = (channel: SalesChannel, codes: string[]) =>
    pick((before) => {
      const mine = new Set(channel.subChannels.map((sub) => sub.code));
      return { ...before, subChannels: [...before.subChannels.filter((code) => !mine.has(code)), ...codes] };
    });

  return (
    <Drawer
      open
      size={560}
      title={t('title', { name: props.storeName })}
      onClose={() => props.onClose(changed)}
      extra={
        <Space>
          <Tooltip title={t('openOnlyHint')}>
            <Button
              disabled={!loaded || !!saving}
              loading={saving === 'open'}
              onClick={() => void openOnly()}
            >
              {t('openOnly')}
            </Button>
          </Tooltip>
          <Button
            type="primary"
            disabled={!loaded || !!saving}
            loading={saving === 'save'}
            onClick={() => void save()}
          >
            {t('save')}
          </Button>
        </Space>
      }
    >
      {record.failed ? (
        <LoadFailed kit={kit} message={record.error} onRetry={record.refill} />
      ) : !loaded ? (
        <Spin />
      ) : (
        <Space
          orientation="vertical"
          style={{ width: '100%' }}
          size="middle"
          data-drawer="org-store-channels"
        >
          <Space>
            <Switch size="small" checked={showAll} onChange={setShowAll} />
            <span>{t('allChannels')}</span>
          </Space>
          {shown.length === 0 && <Empty description={t('empty')} />}
          {shown.map(({ channel, subChannels }) => {
            const checked = channel.code in picks.channels;
            return (
              <div
                key={channel.code}
                data-channel={channel.code}
                style={{
                  border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
                  borderRadius: 8,
                  padding: 12,
                }}
              >
                <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Checkbox
                    checked={checked}
                    onChange={(event) => toggleChannel(channel.code, event.target.checked)}
                  >
                    {channel.name} <Typography.Text type="secondary">({channel.code})</Typography.Text>
                    {!channel.active && <Tag style={{ marginInlineStart: 8 }}>{t('inactive')}</Tag>}
                  </Checkbox>
                  <Select
                    style={{ width: 200 }}
                    size="small"
                    allowClear
                    disabled={!checked}
                    aria-label={t('group')}
                    placeholder={t('group')}
                    options={groupOptions}
                    value={picks.channels[channel.code] || undefined}
                    onChange={(value?: string) => setGroup(channel.code, value ?? '')}
                  />
                </Space>
                <div style={{ marginTop: 8, paddingInlineStart: 24 }}>
                  {subChannels.length === 0 ? (
                    <Typography.Text type="secondary">{t('noSubChannels')}</Typography.Text>
                  ) : (
                    <Checkbox.Group
                      disabled={!checked}
                      value={picks.subChannels.filter((code) => subChannels.some((sub) => sub.code === code))}
                      onChange={(codes) => setSubs(channel, codes.map(String))}
                      options={subChannels.map((sub) => ({
                        value: sub.code,
                        label: sub.active ? sub.name : `${sub.name} (${t('inactive')})`,
                      }))}
                    />
                  )}
                </div>
              </div>
            );
          })}
        </Space>
      )}
    </Drawer>
  );
}
