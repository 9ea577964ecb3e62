import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testKitWith } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import { closeSkuDraft, openSkuDraft } from '../../stores/sku-draft';
import { StoresSection } from './media-sections';

afterEach(() => {
  cleanup();
  closeSkuDraft('stores-test');
});

describe('the goods form’s store navigation', () => {
  it('offers pubNav’s tree by name and saves the chosen ids as searchNavIds', async () => {
    const kit = testKitWith(goodsLocales, {});
    const draft = openSkuDraft('stores-test');
    const navigation = [
      { navId: 'n1', name: 'Fresh', children: [{ navId: 'n11', name: 'Fruit', children: [] }] },
    ] as unknown as Parameters<typeof StoresSection>[0]['navigation'];
    render(<StoresSection kit={kit} draft={draft} readOnly={false} navigation={navigation} stores={[]} />);
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByText('Fresh'));
    await waitFor(() => expect([...draft.searchNavIds]).toEqual(['n1', 'n11']));
  });
});
