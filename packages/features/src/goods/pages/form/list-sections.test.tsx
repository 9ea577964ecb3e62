import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyTemplate } from '@rcadmin/contract';
import { testKitWith } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import { closeSkuDraft, openSkuDraft } from '../../stores/sku-draft';
import { PropertiesSection } from './list-sections';

afterEach(() => {
  cleanup();
  closeSkuDraft('properties-test');
});

const TEMPLATES: PropertyTemplate[] = [
  { templateId: '1', name: '颜色', values: ['红', '蓝'], version: 1 },
  { templateId: '2', name: '尺码', values: ['S', 'M', 'L'], version: 2 },
];

describe('the goods form’s properties', () => {
  it('[SET-02] add a property from a template of the goods settings and offer its values', async () => {
    const kit = testKitWith(goodsLocales, {});
    const draft = openSkuDraft('properties-test');
    render(<PropertiesSection kit={kit} draft={draft} readOnly={false} templates={TEMPLATES} />);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add from a template' }));
    fireEvent.click(await screen.findByText('尺码'));
    await waitFor(() => expect(draft.propertys).toEqual([{ name: '尺码', value: '' }]));
    expect((screen.getByLabelText('Property 1') as HTMLInputElement).value).toBe('尺码');

    // The value offers the template's values.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Value 1' }));
    fireEvent.click(await screen.findByText('M'));
    await waitFor(() => expect(draft.propertys).toEqual([{ name: '尺码', value: 'M' }]));
  });

  it('[SET-02] without templates the section is as before: free name and value', () => {
    const kit = testKitWith(goodsLocales, {});
    const draft = openSkuDraft('properties-test');
    render(<PropertiesSection kit={kit} draft={draft} readOnly={false} templates={[]} />);
    expect(screen.queryByRole('combobox', { name: 'Add from a template' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(draft.propertys).toEqual([{ name: '', value: '' }]);
  });
});
