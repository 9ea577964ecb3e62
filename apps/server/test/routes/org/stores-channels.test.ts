import { Code, api } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelGroupCodes, salesChannels } from '../../../src/db/schema';
import { ORG_CHANNELS, seedOrgReference } from '../../../src/seed/org-reference';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import { PASSWORD, tenantIdOf, uniqueCode, withChannels } from './stores-fixtures';

type FailBody = { msg: string; fieldErrors?: { field: string; msg: string }[] };

async function newStore(agent: Agent): Promise<string> {
  return expectOk(
    await agent.call('saveDept', { body: { storeid: uniqueCode('C'), storename: '渠道测试店' } }),
    'saveDept',
  ).id;
}

const channelState = async (agent: Agent, storeId: string) =>
  expectOk(await agent.call('getDeptSubChannelList', { query: { storeId } }), 'getDeptSubChannelList');

describe.each(TEST_DATABASES)('store channels on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-05] getChannelList, getActChannelList and getGrpCodeList answer the tenant’s channels and group codes', async () => {
    await withChannels(t, DEMO);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const all = expectOk(await admin.call('getChannelList'), 'getChannelList');
    expect(all.map((channel) => channel.code)).toEqual(['POS', 'MINI', 'MEITUAN', 'ELEME', 'JDDJ']);
    expect(all.find((channel) => channel.code === 'MINI')?.subChannels).toEqual([
      { code: 'MINI-WX', name: '微信小程序 WeChat', active: true },
      { code: 'MINI-ALI', name: '支付宝小程序 Alipay', active: false },
    ]);
    for (const channel of all) {
      expect(channel.subChannels.length).toBeGreaterThanOrEqual(1);
      expect(channel.subChannels.length).toBeLessThanOrEqual(3);
    }
    const active = expectOk(await admin.call('getActChannelList'), 'getActChannelList');
    expect(active.find((channel) => channel.code === 'MINI')?.subChannels.map((sub) => sub.code)).toEqual([
      'MINI-WX',
    ]);
    const groups = expectOk(await admin.call('getGrpCodeList'), 'getGrpCodeList');
    expect(groups.map((group) => group.code)).toEqual(['SELF', 'O2O', 'ONLINE']);
  });

  it('seedOrgReference is idempotent and per tenant', async () => {
    const tenantId = await tenantIdOf(t, STRICT);
    await seedOrgReference(t.database.db, tenantId);
    await seedOrgReference(t.database.db, tenantId);
    const rows = await t.database.db.select().from(salesChannels).where(eq(salesChannels.tenantId, tenantId));
    const expected = ORG_CHANNELS.reduce((n, channel) => n + 1 + channel.subChannels.length, 0);
    expect(rows).toHaveLength(expected);
    const groups = await t.database.db
      .select()
      .from(channelGroupCodes)
      .where(eq(channelGroupCodes.tenantId, tenantId));
    expect(groups).toHaveLength(3);
  });

  it('setStoreChannelRel sets the channels a store is open on from a comma list or a JSON list', async () => {
    expect(api.setStoreChannelRel).toMatchObject({ method: 'POST', encoding: 'form' });
    await withChannels(t, DEMO);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const storeId = await newStore(admin);
    const opened = expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId, channelCodes: 'MEITUAN, POS' } }),
      'setStoreChannelRel',
    );
    expect(
      opened.channels.map((channel) => [channel.channelCode, channel.channelName, channel.grpCode]),
    ).toEqual([
      ['POS', '门店POS POS', ''],
      ['MEITUAN', '美团 Meituan', ''],
    ]);
    const json = expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId, channelCodes: '["POS","ELEME"]' } }),
      'setStoreChannelRel',
    );
    expect(json.channels.map((channel) => channel.channelCode)).toEqual(['POS', 'ELEME']);
    expect(await channelState(admin, storeId)).toEqual(json);
    const cleared = expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId, channelCodes: '' } }),
      'setStoreChannelRel',
    );
    expect(cleared).toEqual({ storeId, channels: [], subChannels: [] });
  });

  it('[API-09] getDeptSubChannelList takes storeId; setDeptSubChannel sets sub-channels of open channels only', async () => {
    expect(api.getDeptSubChannelList).toMatchObject({
      method: 'GET',
      path: '/bmc/dept/getDeptSubChannelList.do',
    });
    expect(api.setDeptSubChannel).toMatchObject({ method: 'GET', access: 'session+site' });
    await withChannels(t, DEMO);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const storeId = await newStore(admin);
    expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId, channelCodes: 'MEITUAN,MINI' } }),
      'setStoreChannelRel',
    );
    const set = expectOk(
      await admin.call('setDeptSubChannel', { query: { storeId, subChannelCodes: 'MT-WM,MT-SG,MINI-WX' } }),
      'setDeptSubChannel',
    );
    expect(set.subChannels).toEqual([
      { subChannelCode: 'MINI-WX', subChannelName: '微信小程序 WeChat', channelCode: 'MINI' },
      { subChannelCode: 'MT-WM', subChannelName: '美团外卖 Meituan Waimai', channelCode: 'MEITUAN' },
      { subChannelCode: 'MT-SG', subChannelName: '美团闪购 Meituan Shangou', channelCode: 'MEITUAN' },
    ]);

    admin.language = 'en';
    const closed = expectFail(
      await admin.call('setDeptSubChannel', { query: { storeId, subChannelCodes: 'MT-WM,JD-DJ' } }),
      Code.invalidValues,
      422,
    ) as FailBody;
    expect(closed.msg).toBe('Sub-channels JD-DJ belong to channels the store is not open on.');
    expect(closed.fieldErrors?.[0]?.field).toBe('subChannelCodes');
    const unknown = expectFail(
      await admin.call('setDeptSubChannel', { query: { storeId, subChannelCodes: 'MT-WM,NOPE,POS' } }),
      Code.invalidValues,
      422,
    );
    expect(unknown.msg).toBe('Unknown sub-channels: NOPE, POS.');
    // Refused changes left the sub-channels as they were.
    expect((await channelState(admin, storeId)).subChannels).toHaveLength(3);

    // Closing a channel drops its sub-channels with it.
    const after = expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId, channelCodes: 'MINI' } }),
      'setStoreChannelRel',
    );
    expect(after.subChannels.map((sub) => sub.subChannelCode)).toEqual(['MINI-WX']);
    const none = expectOk(await admin.call('setDeptSubChannel', { query: { storeId } }), 'setDeptSubChannel');
    expect(none.subChannels).toEqual([]);
    // A change needs the site token.
    const response = await admin.call('setDeptSubChannel', {
      query: { storeId, subChannelCodes: 'MINI-WX' },
      headers: { 'x-site-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('[API-10] setDeptChannelList takes form-urlencoded data: the channels with their group codes', async () => {
    expect(api.setDeptChannelList).toMatchObject({ method: 'POST', encoding: 'form' });
    await withChannels(t, DEMO);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const storeId = await newStore(admin);
    const channelList = JSON.stringify([
      { channelCode: 'POS', grpCode: 'SELF' },
      { channelCode: 'JDDJ', grpCode: 'O2O' },
      { channelCode: 'MINI' },
    ]);
    const set = expectOk(
      await admin.call('setDeptChannelList', { body: { storeId, channelList } }),
      'setDeptChannelList',
    );
    expect(set.channels).toEqual([
      { channelCode: 'POS', channelName: '门店POS POS', grpCode: 'SELF', grpName: '自营渠道 Own channels' },
      { channelCode: 'MINI', channelName: '小程序 Mini-program', grpCode: '', grpName: '' },
      {
        channelCode: 'JDDJ',
        channelName: '京东到家 JD Daojia',
        grpCode: 'O2O',
        grpName: '外卖平台 Delivery platforms',
      },
    ]);
    expectOk(
      await admin.call('setDeptSubChannel', { query: { storeId, subChannelCodes: 'JD-DJ' } }),
      'setDeptSubChannel',
    );
    // setStoreChannelRel keeps the group codes of channels that stay.
    const kept = expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId, channelCodes: 'POS,JDDJ' } }),
      'setStoreChannelRel',
    );
    expect(kept.channels.map((channel) => [channel.channelCode, channel.grpCode])).toEqual([
      ['POS', 'SELF'],
      ['JDDJ', 'O2O'],
    ]);
    expect(kept.subChannels.map((sub) => sub.subChannelCode)).toEqual(['JD-DJ']);
    const regrouped = expectOk(
      await admin.call('setDeptChannelList', {
        body: { storeId, channelList: JSON.stringify([{ channelCode: 'POS', grpCode: 'ONLINE' }]) },
      }),
      'setDeptChannelList',
    );
    expect(regrouped).toEqual({
      storeId,
      channels: [
        {
          channelCode: 'POS',
          channelName: '门店POS POS',
          grpCode: 'ONLINE',
          grpName: '线上商城 Online mall',
        },
      ],
      subChannels: [],
    });
  });

  it('refuses unknown, repeated or malformed channels by name and changes nothing', async () => {
    await withChannels(t, DEMO);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const storeId = await newStore(admin);
    const before = expectOk(
      await admin.call('setDeptChannelList', {
        body: { storeId, channelList: JSON.stringify([{ channelCode: 'POS', grpCode: 'SELF' }]) },
      }),
      'setDeptChannelList',
    );
    const refusals: [string, Record<string, string>, string][] = [
      [
        'setStoreChannelRel',
        { storeId, channelCodes: 'POS,TAOBAO,MT-WM' },
        'Unknown channels: TAOBAO, MT-WM.',
      ],
      [
        'setStoreChannelRel',
        { storeId, channelCodes: '["POS",' },
        'The list of codes must be comma-separated or a JSON list.',
      ],
      [
        'setDeptChannelList',
        { storeId, channelList: JSON.stringify([{ channelCode: 'POS', grpCode: 'VIP' }]) },
        'Unknown channel groups: VIP.',
      ],
      [
        'setDeptChannelList',
        { storeId, channelList: JSON.stringify([{ channelCode: 'POS' }, { channelCode: 'POS' }]) },
        'Channels listed twice: POS.',
      ],
      [
        'setDeptChannelList',
        { storeId, channelList: '{"channelCode":"POS"}' },
        'The channel list must be a JSON list: [{"channelCode":"…","grpCode":"…"}].',
      ],
    ];
    for (const [name, body, msg] of refusals) {
      const refused = expectFail(
        await admin.call(name as 'setStoreChannelRel' | 'setDeptChannelList', { body }),
        Code.invalidValues,
        422,
      ) as FailBody;
      expect(refused.msg, name).toBe(msg);
      expect(refused.fieldErrors?.[0]?.msg).toBe(msg);
    }
    expect(await channelState(admin, storeId)).toEqual(before);
  });

  it('answers another tenant’s store as not found and changes nothing there', async () => {
    await withChannels(t, DEMO);
    await withChannels(t, STRICT);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const storeId = await newStore(admin);
    expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId, channelCodes: 'POS' } }),
      'setStoreChannelRel',
    );
    expectFail(await strict.call('getDeptSubChannelList', { query: { storeId } }), Code.notFound, 404);
    expectFail(
      await strict.call('setStoreChannelRel', { body: { storeId, channelCodes: 'MINI' } }),
      Code.notFound,
      404,
    );
    expectFail(
      await strict.call('setDeptChannelList', { body: { storeId, channelList: '[]' } }),
      Code.notFound,
      404,
    );
    expectFail(await strict.call('setDeptSubChannel', { query: { storeId } }), Code.notFound, 404);
    expect((await channelState(admin, storeId)).channels.map((channel) => channel.channelCode)).toEqual([
      'POS',
    ]);
  });
});
