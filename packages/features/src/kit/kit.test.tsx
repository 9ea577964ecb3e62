import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { CallError, type HostKit } from '../host-kit';
import { testKitWith } from '../shared/test-kit';
import { call, callUrl, upload, type InputOf } from './call';
import { affects, queryClient } from './query-client';
import { useCall } from './use-call';

afterEach(cleanup);

const kitOf = (routes: Parameters<typeof testKitWith>[1], storeCode: string | null = null) => {
  const kit = testKitWith({ en: {} }, routes);
  kit.session = () => ({ tenantName: 'Demo', platformNum: '100001', userId: '1', storeCode });
  return kit;
};

describe('call', () => {
  it('is typed from the contract table: input and result', () => {
    expectTypeOf<InputOf<'taxRateList'>>().toEqualTypeOf<void>();
    expectTypeOf<InputOf<'goodsQueryList'>>().toHaveProperty('pageSize');
    expectTypeOf(call<'taxRateList'>).returns.resolves.toEqualTypeOf<ResultOf<'taxRateList'>>();
  });

  it('sends a GET with its query, a POST with its body, JSON when the table says so', async () => {
    const kit = kitOf({});
    kit.http.get.mockResolvedValue({ rows: [] });
    kit.http.post.mockResolvedValue(null);
    await call(kit, 'goodsGetSku', { skuId: '7' });
    expect(kit.http.get).toHaveBeenCalledWith(calls.goodsGetSku.path, { skuId: '7' }, undefined);
    await call(kit, 'taxRateDelete', { taxRateId: '3' }, { silent: true });
    expect(kit.http.post).toHaveBeenCalledWith(
      calls.taxRateDelete.path,
      { taxRateId: '3' },
      { silent: true },
    );
    const json = Object.entries(calls).find(([, info]) => 'encoding' in info && info.encoding === 'json')!;
    await call(kit, json[0] as 'goodsSaveSku', {} as never);
    expect(kit.http.post).toHaveBeenLastCalledWith(json[1].path, {}, { json: true });
  });

  it('rejects with the CallError of a refusal, fields and all; anything else becomes one', async () => {
    const refusal = new CallError({
      code: '4220',
      msg: 'Bad',
      fieldErrors: [{ field: 'name', msg: 'Required' }],
    });
    const kit = kitOf({});
    kit.http.post.mockRejectedValueOnce(refusal);
    await expect(call(kit, 'taxRateDelete', { taxRateId: '1' })).rejects.toBe(refusal);
    kit.http.get.mockRejectedValueOnce(new TypeError('boom'));
    const error = await call(kit, 'taxRateList').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({ code: 'error', msg: 'boom' });
  });

  it('uploads with the query in the address; links carry theirs', async () => {
    const kit = kitOf({});
    kit.http.upload.mockResolvedValue({ key: 'k', url: 'u' });
    const form = new FormData();
    await upload(kit, 'fileUpload', form, { purpose: 'sku' });
    expect(kit.http.upload).toHaveBeenCalledWith(`${calls.fileUpload.path}?purpose=sku`, form, undefined);
    expect(callUrl(kit, 'batchJobDownload', { id: '9' })).toBe(`/api${calls.batchJobDownload.path}?id=9`);
  });
});

function Rates({ kit, label = 'rates' }: { kit: HostKit; label?: string }) {
  const loaded = useCall(kit, 'taxRateList', undefined);
  if (loaded.failed) return <p>failed: {loaded.error}</p>;
  return <p>{loaded.loading ? 'loading' : `${label}: ${JSON.stringify(loaded.data)}`}</p>;
}

describe('useCall', () => {
  it('loads once for every page asking the same call and input', async () => {
    const kit = kitOf({ [calls.taxRateList.path]: () => [1] });
    render(
      <>
        <Rates kit={kit} label="a" />
        <Rates kit={kit} label="b" />
      </>,
    );
    expect(await screen.findByText('a: [1]')).toBeTruthy();
    expect(screen.getByText('b: [1]')).toBeTruthy();
    expect(kit.http.get).toHaveBeenCalledTimes(1);
  });

  it('shows the cached answer at once when shown again, and loads it anew behind it', async () => {
    let answer = 1;
    const kit = kitOf({ [calls.taxRateList.path]: () => [answer] });
    const first = render(<Rates kit={kit} />);
    await screen.findByText('rates: [1]');
    first.unmount();
    answer = 2;
    render(<Rates kit={kit} />);
    expect(screen.getByText('rates: [1]')).toBeTruthy();
    expect(await screen.findByText('rates: [2]')).toBeTruthy();
  });

  it('starts that reload after the show is done, not in the click that showed it', async () => {
    const kit = kitOf({ [calls.taxRateList.path]: () => [1] });
    const first = render(<Rates kit={kit} />);
    await screen.findByText('rates: [1]');
    first.unmount();
    render(<Rates kit={kit} />);
    expect(kit.http.get).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(kit.http.get).toHaveBeenCalledTimes(2));
  });

  it('aborts the request when no page wants its answer any more', async () => {
    const kit = kitOf({});
    let signal: AbortSignal | undefined;
    kit.http.get.mockImplementation((_path: string, _query?: unknown, options?: { signal?: AbortSignal }) => {
      signal = options?.signal;
      return new Promise(() => {});
    });
    const view = render(<Rates kit={kit} />);
    await waitFor(() => expect(signal).toBeDefined());
    view.unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('loads again the answers a write may have changed, and keeps the others', async () => {
    let rates = 1;
    const kit = kitOf({
      [calls.taxRateList.path]: () => [rates],
      [calls.taxRateDelete.path]: () => null,
    });
    render(<Rates kit={kit} />);
    await screen.findByText('rates: [1]');
    rates = 2;
    await act(() => call(kit, 'taxRateDelete', { taxRateId: '1' }));
    expect(await screen.findByText('rates: [2]')).toBeTruthy();
    expect(affects('taxRateDelete', 'taxRateList')).toBe(true);
    expect(affects('taxRateDelete', 'roleList')).toBe(false);
  });

  it('never shows one store’s answer to another', async () => {
    const first = kitOf({ [calls.taxRateList.path]: () => ['store A'] }, 'A');
    const view = render(<Rates kit={first} />);
    await screen.findByText('rates: ["store A"]');
    view.unmount();
    const second = kitOf({ [calls.taxRateList.path]: () => ['store B'] }, 'B');
    render(<Rates kit={second} />);
    expect(screen.queryByText(/store A/)).toBeNull();
    expect(await screen.findByText('rates: ["store B"]')).toBeTruthy();
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.queryKey[0]),
    ).not.toContainEqual(expect.stringContaining('"A"'));
  });

  it('says why a load failed', async () => {
    const kit = kitOf({});
    kit.http.get.mockRejectedValue(new CallError({ code: '5000', msg: 'Server error' }));
    render(<Rates kit={kit} />);
    expect(await screen.findByText('failed: Server error')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
