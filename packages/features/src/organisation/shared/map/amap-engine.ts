import type { FenceCollection, LngLat } from '@rcadmin/contract';
import type {
  EngineInfo,
  FenceController,
  FenceOptions,
  FenceTool,
  MapMarker,
  PointController,
  PointOptions,
} from './engine-types';
import {
  STREET_ZOOM,
  circleFeature,
  fenceBounds,
  gcj02ToWgs84,
  isCircle,
  polygonFeature,
  wgs84ToGcj02,
} from './geo';
import { AMAP_VERSION, type AMapNamespace } from './map-config';

/**
 * The maps on AMap JS API 1.4.15 (a key configured): AMap.MouseTool draws polygons and circles,
 * AMap.PolyEditor / AMap.CircleEditor edit the clicked one. AMap shows GCJ-02 positions in
 * mainland China while the data is WGS84: positions are shifted on the way in and back on the way out.
 */

// AMap 1.4.15 ships no types: its objects are handled loosely here.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyObject = any;

const INFO: EngineInfo = { engine: 'amap', version: AMAP_VERSION, basemap: 'amap' };
const DEFAULT_CENTRE: LngLat = [104.5, 35.5];
const STYLE = { strokeColor: '#1677ff', strokeWeight: 2, fillColor: '#1677ff', fillOpacity: 0.2 };
const HIGHLIGHT = { strokeColor: '#ff4d4f', strokeWeight: 3, fillColor: '#ff4d4f', fillOpacity: 0.25 };
const TONES = { normal: '#1677ff', warn: '#ff4d4f', check: '#fa8c16' } as const;

const toMap = (position: LngLat): LngLat => wgs84ToGcj02(position);
const fromMap = (lngLat: AnyObject): LngLat => gcj02ToWgs84([lngLat.getLng(), lngLat.getLat()]);

function dot(AMap: AMapNamespace, map: AnyObject, marker: MapMarker): AnyObject {
  const colour = TONES[marker.tone ?? 'normal'];
  return new AMap.CircleMarker({
    map,
    center: toMap(marker.position),
    radius: marker.tone === 'check' ? 8 : 6,
    strokeColor: '#ffffff',
    strokeWeight: 2,
    fillColor: colour,
    fillOpacity: 1,
    bubble: true,
    extData: marker.label,
  });
}

export function createAmapPointPicker(
  container: HTMLElement,
  AMap: AMapNamespace,
  options: PointOptions,
): PointController {
  const map = new AMap.Map(container, {
    zoom: options.initial ? 15 : 4,
    center: toMap(options.initial ?? DEFAULT_CENTRE),
  });
  let marker: AnyObject = null;
  const show = (position: LngLat | null) => {
    if (marker) map.remove(marker);
    marker = position ? dot(AMap, map, { position, label: '', tone: 'check' }) : null;
  };
  show(options.initial);
  if (!options.readOnly)
    map.on('click', (event: AnyObject) => {
      const position = fromMap(event.lnglat);
      show(position);
      options.onPick(position);
    });
  return {
    info: INFO,
    setValue(position, centre) {
      show(position);
      if (position && centre) map.setZoomAndCenter(Math.max(map.getZoom(), 15), toMap(position));
    },
    destroy() {
      map.destroy();
    },
  };
}

export function createAmapFenceEditor(
  container: HTMLElement,
  AMap: AMapNamespace,
  options: FenceOptions,
): FenceController {
  const map = new AMap.Map(container, { zoom: 4, center: toMap(DEFAULT_CENTRE) });
  const mouseTool = new AMap.MouseTool(map);
  /** The shapes on show, in the fence's order. */
  let shapes: AnyObject[] = [];
  let markers: AnyObject[] = [];
  let highlight: AnyObject = null;
  let editor: AnyObject = null;
  let selected: AnyObject = null;
  let tool: FenceTool = 'select';
  /** The fence last shown or told (JSON): the same one coming back is not rebuilt. */
  let current = '';

  const collection = (): FenceCollection => ({
    type: 'FeatureCollection',
    features: shapes.map((shape) =>
      shape.CLASS_NAME === 'AMap.Circle'
        ? circleFeature(fromMap(shape.getCenter()), Math.round(shape.getRadius()))
        : polygonFeature(shape.getPath().map(fromMap)),
    ),
  });

  const emit = () => {
    const fence = collection();
    current = JSON.stringify(fence);
    options.onChange(fence);
  };

  const closeEditor = () => {
    if (editor) {
      editor.close();
      editor = null;
    }
    if (selected) {
      selected = null;
      options.onSelect(null);
    }
  };

  const select = (shape: AnyObject) => {
    if (tool !== 'select') return;
    closeEditor();
    selected = shape;
    editor =
      shape.CLASS_NAME === 'AMap.Circle'
        ? new AMap.CircleEditor(map, shape)
        : new AMap.PolyEditor(map, shape);
    editor.on('end', emit);
    editor.on('adjust', emit);
    editor.on('move', emit);
    editor.open();
    options.onSelect(shapes.indexOf(shape));
  };

  const adopt = (shape: AnyObject) => {
    shape.on('click', () => select(shape));
    shapes.push(shape);
  };

  mouseTool.on('draw', (event: AnyObject) => {
    adopt(event.obj);
    emit();
  });
  map.on('click', (event: AnyObject) => {
    if (tool === 'point') options.onPick(fromMap(event.lnglat));
  });

  const controller: FenceController = {
    info: INFO,
    centreOn(position) {
      map.setZoomAndCenter(STREET_ZOOM, toMap(position));
    },
    setFence(fence, fit) {
      const text = JSON.stringify(fence);
      if (text === current) return;
      current = text;
      closeEditor();
      map.remove(shapes);
      shapes = [];
      for (const feature of fence.features) {
        adopt(
          isCircle(feature)
            ? new AMap.Circle({
                map,
                center: toMap(feature.geometry.coordinates),
                radius: feature.properties.radius,
                ...STYLE,
              })
            : new AMap.Polygon({ map, path: (feature.geometry.coordinates[0] ?? []).map(toMap), ...STYLE }),
        );
      }
      if (fit && fenceBounds(fence)) map.setFitView(shapes);
    },
    setTool(next) {
      tool = next;
      closeEditor();
      mouseTool.close(false);
      if (next === 'polygon') mouseTool.polygon(STYLE);
      if (next === 'circle') mouseTool.circle(STYLE);
      map.setDefaultCursor(next === 'point' ? 'crosshair' : 'default');
    },
    deleteSelected() {
      if (!selected) return false;
      const shape = selected;
      closeEditor();
      map.remove(shape);
      shapes = shapes.filter((entry) => entry !== shape);
      emit();
      return true;
    },
    setHighlight(index) {
      if (highlight) map.remove(highlight);
      highlight = null;
      const shape = index === null ? null : shapes[index];
      if (!shape) return;
      highlight =
        shape.CLASS_NAME === 'AMap.Circle'
          ? new AMap.Circle({
              map,
              center: shape.getCenter(),
              radius: shape.getRadius(),
              ...HIGHLIGHT,
              bubble: true,
            })
          : new AMap.Polygon({ map, path: shape.getPath(), ...HIGHLIGHT, bubble: true });
    },
    setMarkers(next) {
      map.remove(markers);
      markers = next.map((marker) => dot(AMap, map, marker));
    },
    destroy() {
      closeEditor();
      mouseTool.close(true);
      map.destroy();
    },
  };
  controller.setFence(options.initial, true);
  return controller;
}
