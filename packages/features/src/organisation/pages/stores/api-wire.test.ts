// @vitest-environment node
import { describe, expect, test } from 'vitest';
import type { HostKit } from '../../../host-kit';
import { batchExportDeptUrl } from '../../api/batch-export-dept';
import { deptPageList } from '../../api/dept-page-list';
import { deptPageListNew } from '../../api/dept-page-list-new';
import { exportStoreDeliveryUrl } from '../../api/export-store-delivery';
import { generateStoreId } from '../../api/generate-store-id';
import { getActChannelList } from '../../api/get-act-channel-list';
import { getChannelList } from '../../api/get-channel-list';
import { getDeptSubChannelList } from '../../api/get-dept-sub-channel-list';
import { getGrpCodeList } from '../../api/get-grp-code-list';
import { getStore } from '../../api/get-store';
import { orgAreaInfo } from '../../api/org-area-info';
import { saveDept } from '../../api/save-dept';
import { setDeptChannelList } from '../../api/set-dept-channel-list';
import { setDeptSubChannel } from '../../api/set-dept-sub-channel';
import { setStoreChannelRel } from '../../api/set-store-channel-rel';
import { storeQueryAll } from '../../api/store-query-all';
import { updateDeptYn } from '../../api/update-dept-yn';
import { newStore } from './store-form-model';

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  data: Record<string, unknown> | undefined;
  json: boolean;
}

/** A kit whose http records what each call function asks the shell to send. */
function recordingKit() {
  const sent: Sent[] = [];
  const kit = {
    http: {
      get: async (path: string, query?: Record<string, unknown>) => {
        sent.push({ method: 'GET', path, data: query, json: false });
        return {} as never;
      },
      post: async (path: string, body?: object, options?: { json?: boolean }) => {
        sent.push({
          method: 'POST',
          path,
          data: body as Record<string, unknown>,
          json: options?.json === true,
        });
        return {} as never;
      },
    },
    apiUrl: (path: string, query?: Record<string, unknown>) =>
      `/api${path}?${new URLSearchParams(query as Record<string, string>)}`,
  } as unknown as HostKit;
  return { kit, sent, last: () => sent[sent.length - 1]! };
}

describe('the store calls on the wire', () => {
  test('[API-04] getDeptPageList.do and getDeptPageListNew.do send the list filters as the query', async () => {
    const { kit, sent } = recordingKit();
    const query = {
      pageNo: 2,
      pageSize: 20 as const,
      keyword: 'West',
      type: '1' as const,
      status: '1' as const,
      province: '440000',
      city: '440300',
      franchiseeType: '2' as const,
    };
    await deptPageList(kit, query);
    await deptPageListNew(kit, query);
    expect(sent).toEqual([
      { method: 'GET', path: '/bmc/dept/getDeptPageList.do', data: query, json: false },
      { method: 'GET', path: '/bmc/dept/getDeptPageListNew.do', data: query, json: false },
    ]);
  });

  test('[API-06] saveDept.do posts the store as a form body: every field as text, slots and attributes as JSON text', async () => {
    const { kit, last } = recordingKit();
    const store = {
      ...newStore('S000013'),
      storename: 'West Lake',
      serveSlots: [{ type: 'delivery' as const, weekday: 1, start: '09:00', end: '11:00' }],
      attrList: ['24h'],
      version: 3,
    };
    await saveDept(kit, store);
    const sent = last();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/bmc/dept/saveDept.do');
    expect(sent.json).toBe(false);
    expect(sent.data).toMatchObject({
      storeid: 'S000013',
      storename: 'West Lake',
      inTime: '10',
      serveTimeMode: '2',
      serveSlots: '[{"type":"delivery","weekday":1,"start":"09:00","end":"11:00"}]',
      attrList: '["24h"]',
      version: '3',
    });
    // Nothing nested is left for the shell to encode: a form body of plain text fields.
    expect(Object.values(sent.data ?? {}).every((value) => typeof value === 'string')).toBe(true);
  });

  test('[API-06] setStoreChannelRel.do posts storeId and the channel codes as a form body', async () => {
    const { kit, last } = recordingKit();
    await setStoreChannelRel(kit, '12', ['POS', 'MINI']);
    expect(last()).toEqual({
      method: 'POST',
      path: '/bmc/dept/setStoreChannelRel.do',
      data: { storeId: '12', channelCodes: 'POS,MINI' },
      json: false,
    });
  });

  test('[API-10] setDeptChannelList.do posts form-urlencoded data: storeId and channelList as JSON text', async () => {
    const { kit, last } = recordingKit();
    await setDeptChannelList(kit, '12', [{ channelCode: 'POS', grpCode: 'G1' }, { channelCode: 'MINI' }]);
    expect(last()).toEqual({
      method: 'POST',
      path: '/bmc/dept/setDeptChannelList.do',
      data: {
        storeId: '12',
        channelList: '[{"channelCode":"POS","grpCode":"G1"},{"channelCode":"MINI","grpCode":""}]',
      },
      json: false,
    });
  });

  test('[ORG-06] the channel reads and setDeptSubChannel.do are GET calls with their query', async () => {
    const { kit, sent } = recordingKit();
    await getChannelList(kit);
    await getActChannelList(kit);
    await getGrpCodeList(kit);
    await getDeptSubChannelList(kit, { storeId: '12' });
    await setDeptSubChannel(kit, { storeId: '12', subChannelCodes: 'MT-A,MT-B' });
    expect(sent.map((s) => [s.method, s.path, s.data])).toEqual([
      ['GET', '/bmc/user/getChannelList.do', undefined],
      ['GET', '/bmc/dept/getActChannelList.do', undefined],
      ['GET', '/bmc/dept/getGrpCodeList.do', undefined],
      ['GET', '/bmc/dept/getDeptSubChannelList.do', { storeId: '12' }],
      ['GET', '/bmc/dept/setDeptSubChannel.do', { storeId: '12', subChannelCodes: 'MT-A,MT-B' }],
    ]);
  });

  test('[ORG-03] [ORG-04] [ORG-05] getStore, generateStoreId, updateDeptYn, storeQueryAll and queryAreaInfo are GET calls', async () => {
    const { kit, sent } = recordingKit();
    await getStore(kit, { id: '12' });
    await generateStoreId(kit);
    await updateDeptYn(kit, { id: '12', status: '0' });
    await storeQueryAll(kit, { keyword: 'West' });
    await orgAreaInfo(kit, { parentCode: '440000' });
    expect(sent.map((s) => [s.method, s.path, s.data])).toEqual([
      ['GET', '/bmc/dept/getStore.do', { id: '12' }],
      ['GET', '/bmc/dept/generateStoreId.do', undefined],
      ['GET', '/bmc/dept/updateDeptYn.do', { id: '12', status: '0' }],
      ['GET', '/bmc/dept/storeQueryAll.do', { keyword: 'West' }],
      ['GET', '/bmc/dept/queryAreaInfo.do', { parentCode: '440000' }],
    ]);
  });

  test('[ORG-02] the two exports are download addresses carrying the filters', () => {
    const { kit, sent } = recordingKit();
    expect(batchExportDeptUrl(kit, { keyword: 'West', status: '1' })).toBe(
      '/api/bmc/dept/batchExportDept.do?keyword=West&status=1',
    );
    expect(exportStoreDeliveryUrl(kit, { city: '440300' })).toBe(
      '/api/bmc/store/exportStoreDelivery.do?city=440300',
    );
    expect(sent).toEqual([]);
  });
});
