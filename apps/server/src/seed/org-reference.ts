import type { Db } from '../db/database';
import { channelGroupCodes, salesChannels } from '../db/schema';

interface ChannelSeed {
  code: string;
  name: string;
  active?: boolean;
  subChannels: { code: string; name: string; active?: boolean }[];
}

/** The sales channels every tenant starts with (one sub-channel kept inactive, to show the filter). */
export const ORG_CHANNELS: ChannelSeed[] = [
  {
    code: 'POS',
    name: '门店POS POS',
    subChannels: [
      { code: 'POS-CASH', name: '收银台 Checkout' },
      { code: 'POS-SELF', name: '自助收银 Self-checkout' },
    ],
  },
  {
    code: 'MINI',
    name: '小程序 Mini-program',
    subChannels: [
      { code: 'MINI-WX', name: '微信小程序 WeChat' },
      { code: 'MINI-ALI', name: '支付宝小程序 Alipay', active: false },
    ],
  },
  {
    code: 'MEITUAN',
    name: '美团 Meituan',
    subChannels: [
      { code: 'MT-WM', name: '美团外卖 Meituan Waimai' },
      { code: 'MT-SG', name: '美团闪购 Meituan Shangou' },
      { code: 'MT-YX', name: '美团优选 Meituan Youxuan' },
    ],
  },
  {
    code: 'ELEME',
    name: '饿了么 Ele.me',
    subChannels: [{ code: 'ELM-WM', name: '饿了么外卖 Ele.me delivery' }],
  },
  {
    code: 'JDDJ',
    name: '京东到家 JD Daojia',
    subChannels: [
      { code: 'JD-DJ', name: '京东到家 JD Daojia' },
      { code: 'JD-MS', name: '京东秒送 JD Miaosong' },
    ],
  },
];

/** The group codes a store's channel can be filed under. */
export const ORG_CHANNEL_GROUPS: [string, string][] = [
  ['SELF', '自营渠道 Own channels'],
  ['O2O', '外卖平台 Delivery platforms'],
  ['ONLINE', '线上商城 Online mall'],
];

/**
 * A tenant's sales channels with their sub-channels, and the channel group codes. Idempotent: rows
 * already there (by code) are left as they are.
 */
export async function seedOrgReference(db: Db, tenantId: number): Promise<void> {
  const channels = ORG_CHANNELS.flatMap((channel, index) => [
    {
      tenantId,
      code: channel.code,
      parentCode: null,
      name: channel.name,
      active: channel.active ?? true,
      sortOrder: (index + 1) * 10,
    },
    ...channel.subChannels.map((sub, subIndex) => ({
      tenantId,
      code: sub.code,
      parentCode: channel.code,
      name: sub.name,
      active: sub.active ?? true,
      sortOrder: (index + 1) * 10 + subIndex + 1,
    })),
  ]);
  await db.insert(salesChannels).values(channels).onConflictDoNothing();
  await db
    .insert(channelGroupCodes)
    .values(ORG_CHANNEL_GROUPS.map(([code, name], index) => ({ tenantId, code, name, sortOrder: index + 1 })))
    .onConflictDoNothing();
}
