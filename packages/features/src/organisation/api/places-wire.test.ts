// @vitest-environment node
import { calls } from '@rcadmin/contract/wire';
import { describe, expect, test } from 'vitest';
import type { HostKit } from '../../host-kit';
import { fenceContains } from './fence-contains';
import { fenceGet } from './fence-get';
import { fenceOutsidePickups } from './fence-outside-pickups';
import { fenceSave } from './fence-save';
import { franchiseeGet } from './franchisee-get';
import { franchiseePageList } from './franchisee-page-list';
import { franchiseeSave } from './franchisee-save';
import { franchiseeUpdateStatus } from './franchisee-update-status';
import { operatorGet } from './operator-get';
import { operatorPageList } from './operator-page-list';
import { operatorSave } from './operator-save';
import { operatorUpdateStatus } from './operator-update-status';
import { pickupDelete } from './pickup-delete';
import { pickupGet } from './pickup-get';
import { pickupPageList } from './pickup-page-list';
import { pickupSave } from './pickup-save';
import { sysParam } from './sys-param';

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  data: unknown;
  json: boolean;
}

/** A kit whose http records what each call function asks the shell to send. */
function recordingKit() {
  const sent: Sent[] = [];
  const kit = {
    http: {
      get: async (path: string, query?: unknown) => {
        sent.push({ method: 'GET', path, data: query, json: false });
        return {} as never;
      },
      post: async (path: string, body?: unknown, options?: { json?: boolean }) => {
        sent.push({ method: 'POST', path, data: body, json: options?.json === true });
        return {} as never;
      },
    },
  } as unknown as HostKit;
  return { kit, sent };
}

describe('the places calls on the wire', () => {
  test('[ORG-07] franchisee list, get and status change are GET calls; save is a form post', async () => {
    const { kit, sent } = recordingKit();
    await franchiseePageList(kit, { keyword: 'east', franchiseeType: '2', pageNo: 1, pageSize: 20 });
    await franchiseeGet(kit, { id: '7' });
    await franchiseeUpdateStatus(kit, { id: '7', status: '0', version: 3 });
    await franchiseeSave(kit, { id: '', version: '0', code: 'F1', name: 'East', franchiseeType: '2' });
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([
      ['GET', '/bmc/franchisee/pageList.do', false],
      ['GET', '/bmc/franchisee/get.do', false],
      ['GET', '/bmc/franchisee/updateStatus.do', false],
      ['POST', '/bmc/franchisee/save.do', false],
    ]);
    expect(sent[2]!.data).toEqual({ id: '7', status: '0', version: 3 });
    expect(calls.franchiseeUpdateStatus.access).toBe('session+site');
  });

  test('[ORG-08] pickup list, get and delete are GET calls (delete with the site token); save is a form post', async () => {
    const { kit, sent } = recordingKit();
    await pickupPageList(kit, { storeId: '3', pageNo: 1, pageSize: 20 });
    await pickupGet(kit, { id: '9' });
    await pickupDelete(kit, { id: '9', version: 2 });
    await pickupSave(kit, { code: 'P1', name: 'Gate', storeId: '3', longitude: '116.4', latitude: '39.9' });
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([
      ['GET', '/bmc/pickup/pageList.do', false],
      ['GET', '/bmc/pickup/get.do', false],
      ['GET', '/bmc/pickup/delete.do', false],
      ['POST', '/bmc/pickup/save.do', false],
    ]);
    expect(calls.pickupDelete.access).toBe('session+site');
  });

  test('[ORG-11] operator list, get and status change are GET calls; save is a form post', async () => {
    const { kit, sent } = recordingKit();
    await operatorPageList(kit, { keyword: 'li', pageNo: 1, pageSize: 20 });
    await operatorGet(kit, { id: '4' });
    await operatorUpdateStatus(kit, { id: '4', status: '1', version: 1 });
    await operatorSave(kit, { code: 'O1', name: 'Li', storeId: '3', maxDiscount: '15' });
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([
      ['GET', '/bmc/operator/pageList.do', false],
      ['GET', '/bmc/operator/get.do', false],
      ['GET', '/bmc/operator/updateStatus.do', false],
      ['POST', '/bmc/operator/save.do', false],
    ]);
  });

  test('[ORG-12] the fence is saved as a JSON body; get, contains and outside pickups are GET calls', async () => {
    const { kit, sent } = recordingKit();
    const geojson = {
      type: 'FeatureCollection' as const,
      features: [
        {
          type: 'Feature' as const,
          properties: { radius: 500 },
          geometry: { type: 'Point' as const, coordinates: [116.4, 39.9] as [number, number] },
        },
      ],
    };
    await fenceGet(kit, { storeId: '3' });
    await fenceSave(kit, { storeId: '3', version: 2, geojson });
    await fenceContains(kit, { storeId: '3', longitude: 116.4, latitude: 39.9 });
    await fenceOutsidePickups(kit, { storeId: '3' });
    await sysParam(kit, { paramName: 'amapKey' });
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([
      ['GET', '/bmc/fence/get.do', false],
      ['POST', '/bmc/fence/save.do', true],
      ['GET', '/bmc/fence/contains.do', false],
      ['GET', '/bmc/fence/outsidePickups.do', false],
      ['GET', calls.sysParam.path, false],
    ]);
    expect(sent[1]!.data).toEqual({ storeId: '3', version: 2, geojson });
  });
});
