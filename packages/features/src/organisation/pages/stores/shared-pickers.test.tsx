import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { testKitWith } from '../../../shared/test-kit';
import { AreaCascader } from '../../shared/area-cascader';
import { StoreSelect } from '../../shared/store-select';

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const AREAS: Record<string, { code: string; name: string; level: number; hasChildren: boolean }[]> = {
  '': [
    { code: '440000', name: 'Guangdong', level: 1, hasChildren: true },
    { code: '330000', name: 'Zhejiang', level: 1, hasChildren: true },
  ],
  '440000': [{ code: '440300', name: 'Shenzhen', level: 2, hasChildren: true }],
  '440300': [{ code: '440305', name: 'Nanshan', level: 3, hasChildren: false }],
};

function kitAnswering() {
  const kit = testKitWith(
    { en: {} },
    {
      '/bmc/dept/queryAreaInfo.do': (query) => AREAS[String(query?.parentCode ?? '')] ?? [],
      '/bmc/dept/storeQueryAll.do': () => ({
        list: [
          { id: '1', storeCode: 'S001', storeName: 'Harbour', status: '1', type: '1', cityCode: '' },
          { id: '2', storeCode: 'S002', storeName: 'Old Town', status: '0', type: '1', cityCode: '' },
        ],
        total: 2,
      }),
    },
  );
  return { kit, get: kit.http.get };
}

describe('the shared organisation pickers', () => {
  test("AreaCascader shows a saved value's names, loading the levels down to it", async () => {
    const { kit, get } = kitAnswering();
    render(<AreaCascader kit={kit} value={['440000', '440300', '440305']} />);
    await waitFor(() => expect(screen.getByText('Guangdong / Shenzhen / Nanshan')).toBeTruthy());
    expect(get).toHaveBeenCalledWith(
      '/bmc/dept/queryAreaInfo.do',
      { parentCode: '440300' },
      expect.objectContaining({ silent: true }),
    );
  });

  test('StoreSelect takes a store id and shows its name and code, a disabled one included when chosen', async () => {
    const { kit } = kitAnswering();
    render(<StoreSelect kit={kit} value="2" />);
    await waitFor(() => expect(screen.getByText('Old Town (S002)')).toBeTruthy());
  });
});
