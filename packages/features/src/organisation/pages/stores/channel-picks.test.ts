// @vitest-environment node
import type { SalesChannel } from '@rcadmin/contract';
import { describe, expect, test } from 'vitest';
import { channelChoices, subChannelsToSave } from './channel-picks';

const all: SalesChannel[] = [
  {
    code: 'POS',
    name: 'POS',
    active: true,
    subChannels: [
      { code: 'POS-A', name: 'Counter', active: true },
      { code: 'POS-B', name: 'Self', active: false },
    ],
  },
  { code: 'OLD', name: 'Old shop', active: false, subChannels: [] },
  { code: 'MT', name: 'Meituan', active: true, subChannels: [{ code: 'MT-1', name: 'Flash', active: true }] },
];
const active = all
  .filter((channel) => channel.active)
  .map((channel) => ({ ...channel, subChannels: channel.subChannels.filter((sub) => sub.active) }));

describe('the channel drawer', () => {
  test('[ORG-06] offers the active channels and sub-channels, plus whatever the store already has', () => {
    const none = { channels: {}, subChannels: [] };
    expect(channelChoices(all, active, none, false).map((entry) => entry.channel.code)).toEqual([
      'POS',
      'MT',
    ]);
    expect(channelChoices(all, active, none, false)[0]!.subChannels.map((sub) => sub.code)).toEqual([
      'POS-A',
    ]);
    const held = { channels: { OLD: '' }, subChannels: ['POS-B'] };
    const shown = channelChoices(all, active, held, false);
    expect(shown.map((entry) => entry.channel.code)).toEqual(['POS', 'OLD', 'MT']);
    expect(shown[0]!.subChannels.map((sub) => sub.code)).toEqual(['POS-A', 'POS-B']);
    expect(channelChoices(all, active, none, true).map((entry) => entry.channel.code)).toEqual([
      'POS',
      'OLD',
      'MT',
    ]);
  });

  test('[ORG-06] saves only the sub-channels of channels that stay open', () => {
    expect(
      subChannelsToSave(all, { channels: { POS: 'G1' }, subChannels: ['POS-A', 'MT-1', 'POS-A'] }),
    ).toEqual(['POS-A']);
  });
});
