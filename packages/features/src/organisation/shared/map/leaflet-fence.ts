import L from 'leaflet';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawLeafletAdapter } from 'terra-draw-leaflet-adapter';
import type { FenceCollection, FenceFeature, LngLat } from '@rcadmin/contract';
import type { FenceController, FenceOptions, FenceTool } from './engine-types';
import {
  STREET_ZOOM,
  circleFeature,
  circleFromRing,
  circleRing,
  fenceBounds,
  isCircle,
  polygonFeature,
} from './geo';
import { DEFAULT_VIEW, PLACES_PANE, createBaseMap, markerLayer } from './leaflet-base';

type FeatureId = string | number;
/** A shape on show: drawn and editable through terra-draw (id), or shown as is (fixed) when
 * terra-draw refuses it (e.g. a self-crossing polygon typed in, which the server will refuse). */
type Shape = { id: FeatureId } | { fixed: FenceFeature; layer: L.Layer };

const BLUE = '#1677ff';
const RED = '#ff4d4f';
const SHAPE_STYLE = {
  fillColor: BLUE,
  fillOpacity: 0.2,
  outlineColor: BLUE,
  outlineWidth: 2,
} as const;

/** A fence area as a terra-draw feature (a circle as its 64-sided ring, mode 'circle'). */
export function toDrawFeature(feature: FenceFeature, id: FeatureId): GeoJSONStoreFeatures {
  if (isCircle(feature)) {
    const { coordinates } = feature.geometry;
    return {
      type: 'Feature',
      id,
      geometry: { type: 'Polygon', coordinates: [circleRing(coordinates, feature.properties.radius)] },
      properties: { mode: 'circle', radiusKilometers: feature.properties.radius / 1000 },
    };
  }
  return {
    type: 'Feature',
    id,
    geometry: { type: 'Polygon', coordinates: feature.geometry.coordinates },
    properties: { mode: 'polygon' },
  };
}

/** A terra-draw feature as a fence area (a circle's centre and radius from its ring). */
export function fromDrawFeature(feature: GeoJSONStoreFeatures): FenceFeature | null {
  if (feature.geometry.type !== 'Polygon') return null;
  const ring = (feature.geometry.coordinates[0] ?? []) as LngLat[];
  if (feature.properties.mode === 'circle') {
    const { centre, radius } = circleFromRing(ring);
    return circleFeature(centre, radius);
  }
  return polygonFeature(ring);
}

/** A fence area as a plain Leaflet layer (the refused-area outline, shapes terra-draw refused). */
function leafletShape(feature: FenceFeature, options: L.PathOptions): L.Layer {
  const style = { ...options, pane: PLACES_PANE };
  if (isCircle(feature)) {
    const [lng, lat] = feature.geometry.coordinates;
    return L.circle([lat, lng], { radius: feature.properties.radius, ...style });
  }
  return L.polygon(
    (feature.geometry.coordinates[0] ?? []).map(([lng, lat]) => [lat, lng] as L.LatLngTuple),
    style,
  );
}

/**
 * The fence editor on the offline Leaflet map: terra-draw draws polygons and circles (circles are
 * kept as centre + radius) and its select mode moves, reshapes and deletes them.
 */
export function createLeafletFenceEditor(
  container: HTMLElement,
  tileUrl: string,
  options: FenceOptions,
): FenceController {
  const { map, info } = createBaseMap(container, {
    tileUrl,
    centre: DEFAULT_VIEW.centre,
    zoom: DEFAULT_VIEW.zoom,
  });
  const markers = markerLayer(map);
  const fixedLayer = L.layerGroup().addTo(map);
  const highlightLayer = L.layerGroup().addTo(map);
  const draw = new TerraDraw({
    adapter: new TerraDrawLeafletAdapter({ lib: L, map, coordinatePrecision: 7 }),
    modes: [
      new TerraDrawPolygonMode({ styles: SHAPE_STYLE }),
      new TerraDrawCircleMode({ styles: SHAPE_STYLE }),
      new TerraDrawSelectMode({
        flags: {
          polygon: {
            feature: {
              draggable: true,
              coordinates: { draggable: true, midpoints: true, deletable: true },
            },
          },
          circle: { feature: { draggable: true, coordinates: { resizable: 'center-fixed' } } },
        },
      }),
    ],
  });
  draw.start();

  let shapes: Shape[] = [];
  let tool: FenceTool = 'select';
  /** While shapes are being replaced: terra-draw's events are ours, not the user's. */
  let quiet = false;
  let selectedId: FeatureId | null = null;
  let current = '';

  const collection = (): FenceCollection => ({
    type: 'FeatureCollection',
    features: shapes.flatMap((shape) => {
      if ('fixed' in shape) return [shape.fixed];
      const feature = draw.getSnapshotFeature(shape.id);
      const area = feature ? fromDrawFeature(feature) : null;
      return area ? [area] : [];
    }),
  });
  const emit = () => {
    const fence = collection();
    current = JSON.stringify(fence);
    options.onChange(fence);
  };
  const indexOfId = (id: FeatureId) => shapes.findIndex((shape) => 'id' in shape && shape.id === id);

  draw.on('finish', (id) => {
    if (quiet) return;
    if (indexOfId(id) < 0) shapes.push({ id });
    emit();
  });
  draw.on('change', (_ids, type) => {
    if (quiet || type !== 'delete') return;
    const before = shapes.length;
    shapes = shapes.filter((shape) => !('id' in shape) || draw.hasFeature(shape.id));
    if (shapes.length !== before) emit();
  });
  draw.on('select', (id) => {
    selectedId = id;
    options.onSelect(indexOfId(id));
  });
  draw.on('deselect', () => {
    selectedId = null;
    options.onSelect(null);
  });
  map.on('click', (event) => {
    if (tool === 'point') options.onPick([event.latlng.wrap().lng, event.latlng.lat]);
  });

  const applyTool = () => {
    const mode = tool === 'point' ? 'static' : tool;
    if (draw.getMode() !== mode) draw.setMode(mode);
    container.style.cursor = tool === 'point' ? 'crosshair' : '';
  };

  const controller: FenceController = {
    info,
    setFence(fence, fit) {
      const text = JSON.stringify(fence);
      if (text === current) return;
      current = text;
      quiet = true;
      try {
        // Select mode holds a selection of features about to go: leave it first.
        if (draw.getMode() === 'select') draw.setMode('static');
        draw.clear();
        fixedLayer.clearLayers();
        highlightLayer.clearLayers();
        selectedId = null;
        shapes = fence.features.map((feature) => {
          const id = draw.getFeatureId();
          const [result] = draw.addFeatures([toDrawFeature(feature, id)]);
          if (result?.valid) return { id };
          const layer = leafletShape(feature, {
            color: BLUE,
            weight: 2,
            fillOpacity: 0.2,
            dashArray: '6 4',
            interactive: false,
          });
          fixedLayer.addLayer(layer);
          return { fixed: feature, layer };
        });
        applyTool();
      } finally {
        quiet = false;
      }
      options.onSelect(null);
      const bounds = fit ? fenceBounds(fence) : null;
      if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 16 });
    },
    centreOn([lng, lat]) {
      map.setView([lat, lng], STREET_ZOOM);
    },
    setTool(next) {
      tool = next;
      applyTool();
    },
    deleteSelected() {
      if (selectedId === null) return false;
      const id = selectedId;
      if (draw.getMode() === 'select') draw.deselectFeature(id);
      selectedId = null;
      quiet = true;
      try {
        draw.removeFeatures([id]);
      } finally {
        quiet = false;
      }
      shapes = shapes.filter((shape) => !('id' in shape) || shape.id !== id);
      emit();
      return true;
    },
    setHighlight(index) {
      highlightLayer.clearLayers();
      const feature = index === null ? undefined : collection().features[index];
      if (feature)
        highlightLayer.addLayer(
          leafletShape(feature, {
            color: RED,
            weight: 3,
            fillOpacity: 0.1,
            dashArray: '4 4',
            interactive: false,
          }),
        );
    },
    setMarkers(next) {
      markers.set(next);
    },
    destroy() {
      try {
        draw.stop();
      } catch {
        // Already stopped with its map.
      }
      map.remove();
    },
  };
  controller.setFence(options.initial, true);
  return controller;
}
