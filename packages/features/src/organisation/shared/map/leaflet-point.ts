import type { LngLat } from '@rcadmin/contract';
import { coordinateText } from './geo';
import { DEFAULT_VIEW, POINT_ZOOM, createBaseMap, markerLayer } from './leaflet-base';
import type { PointController, PointOptions } from './engine-types';

/** The point picker on the offline Leaflet map: a click sets the point (unless read-only). */
export function createLeafletPointPicker(
  container: HTMLElement,
  tileUrl: string,
  options: PointOptions,
): PointController {
  const { map, info } = createBaseMap(container, {
    tileUrl,
    centre: options.initial ?? DEFAULT_VIEW.centre,
    zoom: options.initial ? POINT_ZOOM : DEFAULT_VIEW.zoom,
  });
  const markers = markerLayer(map);
  const show = (position: LngLat | null) =>
    markers.set(
      position
        ? [
            {
              position,
              label: `${coordinateText(position[0])}, ${coordinateText(position[1])}`,
              tone: 'check',
            },
          ]
        : [],
    );
  show(options.initial);
  if (!options.readOnly) {
    container.style.cursor = 'crosshair';
    map.on('click', (event) => {
      const position: LngLat = [event.latlng.wrap().lng, event.latlng.lat];
      show(position);
      options.onPick(position);
    });
  }
  return {
    info,
    setValue(position, centre) {
      show(position);
      if (position && centre) map.setView([position[1], position[0]], Math.max(map.getZoom(), POINT_ZOOM));
    },
    destroy() {
      map.remove();
    },
  };
}
