import { useEffect, useRef } from 'react';
import type { LngLat } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import type { PointController, PointOptions } from './engine-types';
import { coordinateText, pointOf, type PointValue } from './geo';
import { MapFrame, useEngineMap, type EngineMakers } from './map-frame';
import { useLatest } from '../../../shared/use-latest';

/** The point picker on each engine. */
const POINT_PICKERS: EngineMakers<PointController, PointOptions> = {
  amap: async () => (await import('./amap-engine')).createAmapPointPicker,
  leaflet: async () => (await import('./leaflet-point')).createLeafletPointPicker,
};

/**
 * A map to locate a point: a click sets `value` (longitude and latitude as text, 6 decimals)
 * through `onChange`; a value typed elsewhere moves the marker there. AMap 1.4.15 when a key is
 * configured, else the offline Leaflet map; the map itself loads lazily. Works as a form control
 * (`value` / `onChange`).
 */
export function PointPicker({
  kit,
  value,
  onChange,
  readOnly = false,
  height = 320,
}: {
  kit: HostKit;
  value?: PointValue | null;
  onChange?: (value: PointValue) => void;
  readOnly?: boolean;
  height?: number;
}) {
  const onChangeRef = useLatest(onChange);
  /** The value the last click set: it does not re-centre the map. */
  const picked = useRef('');
  const initial = useRef(pointOf(value));

  const map = useEngineMap(kit, POINT_PICKERS, () => ({
    initial: initial.current,
    readOnly,
    onPick: (position: LngLat) => {
      const next = { longitude: coordinateText(position[0]), latitude: coordinateText(position[1]) };
      picked.current = `${next.longitude},${next.latitude}`;
      onChangeRef.current?.(next);
    },
  }));

  const { controller } = map;
  const longitude = value?.longitude ?? '';
  const latitude = value?.latitude ?? '';
  useEffect(() => {
    if (!controller) return;
    const position = pointOf({ longitude, latitude });
    controller.setValue(position, picked.current !== `${longitude},${latitude}`);
  }, [controller, longitude, latitude]);

  return <MapFrame {...map.frame} height={height} testId="point-picker-map" />;
}
