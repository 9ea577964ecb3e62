import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FenceCollection, PickupPoint } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKit } from '../../shared/test-kit';

// The map itself needs a real browser (Leaflet, terra-draw): a stand-in shows what the page gives
// it and draws a square when asked.
vi.mock('../../shared/map/fence-map', () => ({
  FenceMap: (props: {
    value: FenceCollection;
    highlight: number | null;
    onChange: (fence: FenceCollection) => void;
    home?: [number, number] | null;
  }) => (
    <div
      data-testid="map-stub"
      data-home={props.home?.join(',') ?? ''}
      data-areas={props.value.features.length}
      data-highlight={String(props.highlight)}
    >
      <button
        type="button"
        onClick={() =>
          props.onChange({
            ...props.value,
            features: [
              ...props.value.features,
              {
                type: 'Feature',
                properties: {},
                geometry: {
                  type: 'Polygon',
                  coordinates: [
                    [
                      [116.5, 39.9],
                      [116.6, 39.9],
                      [116.6, 40],
                      [116.5, 40],
                      [116.5, 39.9],
                    ],
                  ],
                },
              },
            ],
          })
        }
      >
        draw a square
      </button>
    </div>
  ),
}));

const { default: FencePage } = await import('./fence-page');

const square: FenceCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [116.39, 39.9],
            [116.41, 39.9],
            [116.41, 39.92],
            [116.39, 39.92],
            [116.39, 39.9],
          ],
        ],
      },
    },
  ],
};

const farPickup = {
  id: '31',
  code: 'PK-FAR',
  name: 'Far gate',
  storeId: '3',
  storeName: 'East store',
  longitude: '117.2',
  latitude: '39.1',
  outsideFence: true,
} as PickupPoint;

function pageKit(save: (body: unknown) => unknown, fence: FenceCollection = square) {
  return testKit({
    [calls.getStore.path]: () => ({ id: '3', storeid: 'S003', longitude: '121.47', latitude: '31.23' }),
    [calls.sysParam.path]: () => ({}),
    [calls.storeQueryAll.path]: () => ({
      list: [{ id: '3', storeCode: 'S003', storeName: 'East store', status: '1', type: '1', cityCode: '' }],
      total: 1,
    }),
    [calls.fenceGet.path]: (query) => ({
      storeId: String(query?.storeId),
      version: fence.features.length ? 4 : 0,
      geojson: fence,
    }),
    [calls.fenceOutsidePickups.path]: () => [farPickup],
    [calls.fenceContains.path]: (query) =>
      Number(query?.longitude) === 116.4
        ? { inside: true, featureIndex: 0 }
        : { inside: false, featureIndex: null },
    [calls.fenceSave.path]: (_query, body) => save(body),
  });
}

const renderPage = (kit: ReturnType<typeof pageKit>) =>
  render(
    <MemoryRouter initialEntries={['/globalEnclosure/index?storeId=3']}>
      <FencePage kit={kit} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('globalEnclosure/index', () => {
  it("[ORG-12] shows the store's fence, its areas and the pickup points outside it", async () => {
    const kit = pageKit(() => ({}));
    renderPage(kit);
    expect(await screen.findByText('Fence version 4')).toBeTruthy();
    expect(screen.getByTestId('map-stub').dataset.areas).toBe('1');
    expect(within(screen.getByTestId('fence-areas')).getByText(/Area 1 · Polygon · 4 corners/)).toBeTruthy();
    expect(await within(screen.getByTestId('fence-outside-pickups')).findByText('Far gate')).toBeTruthy();
  });

  it('[ORG-12] a drawn area is unsaved until saved; save sends the areas with the version read', async () => {
    const saved: unknown[] = [];
    const kit = pageKit((body) => {
      saved.push(body);
      const { geojson } = body as { geojson: FenceCollection };
      return { storeId: '3', version: 5, geojson };
    });
    renderPage(kit);
    fireEvent.click(await screen.findByText('draw a square'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/globalEnclosure/index', true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Fence version 5');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ storeId: '3', version: 4 });
    expect((saved[0] as { geojson: FenceCollection }).geojson.features).toHaveLength(2);
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/globalEnclosure/index', false);
  });

  it('[ORG-12] a refused area (a self-crossing polygon typed in) is named and outlined', async () => {
    const message = 'The edges of area 2 (polygon) cross each other; draw it again.';
    const kit = pageKit(() => {
      throw new CallError({
        code: '4220',
        msg: message,
        fieldErrors: [{ field: 'geojson.features.1.geometry.coordinates', msg: message }],
      });
    });
    renderPage(kit);
    await screen.findByText('Fence version 4');
    fireEvent.change(screen.getByLabelText('Polygon corners'), {
      target: { value: '116.40,39.90; 116.42,39.92; 116.42,39.90; 116.40,39.92' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add area' }));
    expect(screen.getByTestId('map-stub').dataset.areas).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = await screen.findByTestId('fence-refusal');
    expect(within(refusal).getByText(message)).toBeTruthy();
    expect(screen.getByTestId('map-stub').dataset.highlight).toBe('1');
    // The list says it under area 2 too, and the changes stay unsaved.
    expect(within(screen.getByTestId('fence-areas')).getByText(message)).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it("[ORG-12] a store with no fence yet opens its map at the store's point, not at the country", async () => {
    const kit = pageKit(() => ({}), { type: 'FeatureCollection', features: [] });
    renderPage(kit);
    expect(await screen.findByText('This store has no electronic fence yet')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('map-stub').dataset.home).toBe('121.47,31.23'));
  });

  it('[ORG-12] an area far larger than a store fence (500 × 400 km) is warned about, and may still be saved', async () => {
    const saved: unknown[] = [];
    const kit = pageKit((body) => {
      saved.push(body);
      return { storeId: '3', version: 5, geojson: (body as { geojson: FenceCollection }).geojson };
    });
    renderPage(kit);
    await screen.findByText('Fence version 4');
    expect(screen.queryByTestId('fence-area-warning')).toBeNull();
    fireEvent.change(screen.getByLabelText('Polygon corners'), {
      target: { value: '119,29.4; 124.25,29.4; 124.25,33; 119,33' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add area' }));
    const warning = await screen.findByTestId('fence-area-warning');
    expect(warning.textContent).toMatch(
      /^Area 2 covers about [0-9,]+ km²: a store fence is rarely above 100 km²/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Fence version 5');
    expect(saved).toHaveLength(1);
  });

  it('[ORG-12] checks a typed point: inside (with its area) or outside', async () => {
    const kit = pageKit(() => ({}));
    renderPage(kit);
    await screen.findByText('Fence version 4');
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '116.4' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '39.91' } });
    fireEvent.click(screen.getByRole('button', { name: /Check$/ }));
    const inside = await screen.findByTestId('fence-check-result');
    expect(inside.textContent).toBe('Inside the fence (area 1)');
    expect(inside.dataset.inside).toBe('true');

    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '117.2' } });
    fireEvent.click(screen.getByRole('button', { name: /Check$/ }));
    await waitFor(() =>
      expect(screen.getByTestId('fence-check-result').textContent).toBe('Outside the fence'),
    );

    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: /Check$/ }));
    expect(
      await screen.findByText('Enter a valid point: longitude -180 to 180, latitude -90 to 90'),
    ).toBeTruthy();
  });
});
