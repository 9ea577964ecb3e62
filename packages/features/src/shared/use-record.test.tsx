import { calls } from '@rcadmin/contract/wire';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { call, queryClient } from '../kit';
import { testKitWith } from './test-kit';
import { useRecord } from './use-record';

/** A store record whose version the test moves on, and a form over it that notes what it filled in. */
function storeForm() {
  const server = { version: 1 };
  const kit = testKitWith(
    { en: {} },
    { [calls.getStore.path]: () => ({ id: '7', version: server.version }) },
  );
  const fills: number[] = [];
  const open = (dirty = false) =>
    renderHook(
      (props: { dirty: boolean }) =>
        useRecord(
          kit,
          'getStore',
          { id: '7' },
          (signal) => call(kit, 'getStore', { id: '7' }, { signal }),
          (store) => fills.push(store.version),
          props,
        ),
      { initialProps: { dirty } },
    );
  return { server, fills, open };
}

describe('a form record loaded through the cache', () => {
  test('fills the form from an answer loaded since it opened, never an older one the cache kept', async () => {
    const { server, fills, open } = storeForm();
    const first = open();
    await waitFor(() => expect(fills).toEqual([1]));
    first.unmount();
    server.version = 2;
    open();
    await waitFor(() => expect(fills).toEqual([1, 2]));
  });

  test('leaves what the user changed: a newer answer fills in only once the form holds no change; refill gives the changes up', async () => {
    const { server, fills, open } = storeForm();
    const form = open();
    await waitFor(() => expect(fills).toEqual([1]));
    form.rerender({ dirty: true });
    server.version = 2;
    await act(() => queryClient.invalidateQueries());
    expect(fills).toEqual([1]);
    form.rerender({ dirty: false });
    await waitFor(() => expect(fills).toEqual([1, 2]));
    // The same answer again is filled in again when the form is refilled (Discard, a stale save).
    act(() => form.result.current.refill());
    await waitFor(() => expect(fills).toEqual([1, 2, 2]));
  });
});
