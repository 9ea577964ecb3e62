import type { SalesChannel, SubChannel } from '@rcadmin/contract';

/** What the channel drawer has chosen: each open channel with its group code ('' none), and sub-channels. */
export interface ChannelPicks {
  channels: Record<string, string>;
  subChannels: string[];
}

/**
 * The channels the drawer offers, in the tenant's order: the active ones (or every one with
 * `showAll`), and always those the store already has; under each, its active sub-channels (or
 * every one) and those already chosen.
 */
export function channelChoices(
  all: readonly SalesChannel[],
  active: readonly SalesChannel[],
  picks: ChannelPicks,
  showAll: boolean,
): { channel: SalesChannel; subChannels: SubChannel[] }[] {
  const activeCodes = new Set(active.map((channel) => channel.code));
  const chosenSubs = new Set(picks.subChannels);
  const source = all.length ? all : active;
  return source
    .filter((channel) => showAll || activeCodes.has(channel.code) || channel.code in picks.channels)
    .map((channel) => ({
      channel,
      subChannels: channel.subChannels.filter((sub) => showAll || sub.active || chosenSubs.has(sub.code)),
    }));
}

/** The sub-channels to save: those chosen whose channel is open (a closed channel's go with it). */
export function subChannelsToSave(all: readonly SalesChannel[], picks: ChannelPicks): string[] {
  const allowed = new Set(
    all
      .filter((channel) => channel.code in picks.channels)
      .flatMap((channel) => channel.subChannels.map((sub) => sub.code)),
  );
  return [...new Set(picks.subChannels.filter((code) => allowed.has(code)))];
}
