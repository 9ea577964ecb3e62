import { useEffect, useRef, useState } from 'react';
import { Modal, Select, Spin } from 'antd';
import type { PickResource, Picked } from '@rcadmin/sdk/protocol';
import { calls } from '@rcadmin/contract/wire';
import type { EmployeeListResult, SkuListResult } from '@rcadmin/contract';
import { http, resultOf, type SuccessEnvelope } from '../api/http';
import { t } from '../i18n';
import { permission } from '../stores/permission';
import { staticDialogMotion } from '../utils/dialog-motion';

/**
 * The shell's own pickers, opened for an embedded page (rcadmin:pick): SKUs and employees from
 * the server's list calls (which answer only what the signed-in user may see, in the current
 * store), stores from the stores the user works in. Loaded with antd the first time one opens.
 */

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
const TITLE_KEYS: Record<PickResource, string> = {
  sku: 'frame.pickSku',
  store: 'frame.pickStore',
  employee: 'frame.pickEmployee',
};

/** A list call of the server's, as a feature page makes it (with the site token), without toasts. */
async function list<T>(path: string, query: Record<string, unknown>): Promise<T> {
  const response = await http.request<SuccessEnvelope<T>>({
    method: 'GET',
    url: path,
    params: query,
    siteToken: true,
    silent: true,
  });
  return resultOf(response.data);
}

/** The records of `resource` whose name matches `search`, as the user may see them. */
export async function findRecords(resource: PickResource, search: string): Promise<Picked[]> {
  const text = search.trim();
  if (resource === 'store') {
    const lower = text.toLowerCase();
    return permission.deptRoleList
      .filter((store) => !lower || store.storeName.toLowerCase().includes(lower) || store.storeCode === text)
      .map((store) => ({ id: store.storeCode, name: store.storeName }));
  }
  if (resource === 'sku') {
    const found = await list<SkuListResult>(calls.goodsQueryList.path, {
      pageNo: 1,
      pageSize: PAGE_SIZE,
      comb: '0',
      ...(text ? { skuName: text } : {}),
    });
    return found.list.map((row) => ({ id: row.skuId, name: row.skuName }));
  }
  const found = await list<EmployeeListResult>(calls.employeePageList.path, {
    page: 1,
    limit: PAGE_SIZE,
    status: '1',
    ...(text ? { rawInfo: text } : {}),
  });
  return found.list.map((row) => ({ id: row.id, name: row.name }));
}

function PickerBody({
  resource,
  multiple,
  onChange,
}: {
  resource: PickResource;
  multiple: boolean;
  onChange: (picked: Picked[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<Picked[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<Picked[]>([]);
  const known = useRef(new Map<string, Picked>());

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        findRecords(resource, search).then(
          (found) => {
            if (!current) return;
            for (const record of found) known.current.set(record.id, record);
            setOptions(found);
            setFailed(false);
            setLoading(false);
          },
          () => {
            if (!current) return;
            setFailed(true);
            setLoading(false);
          },
        );
      },
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [resource, search]);

  const choose = (ids: string[]) => {
    const picked = ids.flatMap((id) => known.current.get(id) ?? []);
    setChosen(picked);
    onChange(picked);
  };

  return (
    <div data-testid="resource-picker" data-resource={resource}>
      <Select<string | string[]>
        mode={multiple ? 'multiple' : undefined}
        showSearch={{
          filterOption: false,
          onSearch: (text) => {
            setLoading(true);
            setSearch(text);
          },
        }}
        aria-label={t('frame.pickSearch')}
        placeholder={t('frame.pickSearch')}
        style={{ width: '100%' }}
        autoFocus
        value={multiple ? chosen.map((record) => record.id) : chosen[0]?.id}
        notFoundContent={loading ? <Spin size="small" /> : failed ? t('frame.pickFailed') : undefined}
        options={options.map((record) => ({ value: record.id, label: record.name }))}
        onChange={(value) => choose(Array.isArray(value) ? value : value === undefined ? [] : [value])}
      />
    </div>
  );
}

/** Opens the picker of `resource`: resolves with what the user chose, [] when they cancel. */
export function openPicker(resource: PickResource, multiple: boolean): Promise<Picked[]> {
  let picked: Picked[] = [];
  return new Promise<Picked[]>((resolve) => {
    Modal.confirm({
      ...staticDialogMotion(),
      icon: null,
      width: 480,
      title: t(TITLE_KEYS[resource]),
      content: (
        <PickerBody
          resource={resource}
          multiple={multiple}
          onChange={(next) => {
            picked = next;
          }}
        />
      ),
      okText: t('frame.pickOk'),
      cancelText: t('frame.pickCancel'),
      onOk: () => resolve(picked),
      onCancel: () => resolve([]),
    });
  });
}
