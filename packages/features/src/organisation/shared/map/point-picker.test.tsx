import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import type { PointController, PointOptions } from './engine-types';
import { testKit } from '../test-kit';

// The engines draw with Leaflet or AMap in a real browser; here they are stand-ins that record
// what the picker asks of them.
const made: { engine: string; options: PointOptions; controller: PointController }[] = [];
const controllerFor = (engine: 'amap' | 'leaflet', options: PointOptions): PointController => {
  const controller: PointController = {
    info:
      engine === 'amap'
        ? { engine: 'amap', version: '1.4.15', basemap: 'amap' }
        : { engine: 'leaflet', version: '1.9.4', basemap: 'outlines' },
    setValue: vi.fn(),
    destroy: vi.fn(),
  };
  made.push({ engine, options, controller });
  return controller;
};
vi.mock('./leaflet-point', () => ({
  createLeafletPointPicker: (_container: HTMLElement, _tileUrl: string, options: PointOptions) =>
    controllerFor('leaflet', options),
}));
vi.mock('./amap-engine', () => ({
  createAmapPointPicker: (_container: HTMLElement, _AMap: unknown, options: PointOptions) =>
    controllerFor('amap', options),
}));
const load = vi.fn(async () => ({}));
vi.mock('@amap/amap-jsapi-loader', () => ({ default: { load } }));

const { PointPicker } = await import('./point-picker');

const paramKit = (params: Record<string, string>) =>
  testKit({
    [calls.sysParam.path]: (query) => ({
      [String(query?.paramName)]: params[String(query?.paramName)] ?? '',
    }),
  });

afterEach(() => {
  cleanup();
  made.length = 0;
  load.mockReset();
  load.mockImplementation(async () => ({}));
});

describe('PointPicker', () => {
  it('[ORG-08] [CONST-02] without an AMap key shows the offline Leaflet map and says so', async () => {
    const kit = paramKit({});
    render(<PointPicker kit={kit} value={{ longitude: '', latitude: '' }} onChange={() => undefined} />);
    expect(await screen.findByText('Leaflet 1.9.4 (offline outlines)')).toBeTruthy();
    const frame = screen.getByTestId('point-picker-map');
    expect(frame.dataset.mapEngine).toBe('leaflet');
    expect(frame.dataset.mapVersion).toBe('1.9.4');
    // The AMap loader stays set to 1.4.15, and is never asked without a key.
    expect(frame.dataset.amapVersion).toBe('1.4.15');
    expect(load).not.toHaveBeenCalled();
  });

  it('[CONST-02] with an AMap key loads AMap 1.4.15 and names it', async () => {
    const kit = paramKit({ amapKey: 'web-key' });
    render(<PointPicker kit={kit} value={null} />);
    expect(await screen.findByText('AMap 1.4.15')).toBeTruthy();
    expect(screen.getByTestId('point-picker-map').dataset.mapEngine).toBe('amap');
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ key: 'web-key', version: '1.4.15' }));
  });

  it('[CONST-02] falls back to the offline map, with a warning, when AMap cannot load', async () => {
    load.mockImplementation(async () => {
      throw new Error('offline');
    });
    const kit = paramKit({ amapKey: 'web-key' });
    render(<PointPicker kit={kit} value={null} />);
    expect(await screen.findByText('Leaflet 1.9.4 (offline outlines)')).toBeTruthy();
    expect(screen.getByText('AMap 1.4.15 could not load; showing the offline map instead')).toBeTruthy();
  });

  it('[ORG-08] a click on the map sets the point; a typed point moves the marker there', async () => {
    const kit = paramKit({});
    const onChange = vi.fn();
    const { rerender } = render(
      <PointPicker kit={kit} value={{ longitude: '', latitude: '' }} onChange={onChange} />,
    );
    await waitFor(() => expect(made).toHaveLength(1));
    const { options, controller } = made[0]!;
    expect(options.readOnly).toBe(false);
    act(() => options.onPick([116.3971284, 39.9165271]));
    expect(onChange).toHaveBeenCalledWith({ longitude: '116.397128', latitude: '39.916527' });

    rerender(
      <PointPicker kit={kit} value={{ longitude: '121.47', latitude: '31.23' }} onChange={onChange} />,
    );
    await waitFor(() => expect(controller.setValue).toHaveBeenLastCalledWith([121.47, 31.23], true));
    // Out of range: no marker.
    rerender(<PointPicker kit={kit} value={{ longitude: '200', latitude: '31.23' }} onChange={onChange} />);
    await waitFor(() => expect(controller.setValue).toHaveBeenLastCalledWith(null, true));
  });
});
