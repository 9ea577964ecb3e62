import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type { LngLat } from '@rcadmin/contract';
import type { EngineInfo, MapMarker } from './engine-types';

/** Where a map without a value starts: mainland China. */
export const DEFAULT_VIEW = { centre: [104.5, 35.5] as LngLat, zoom: 4 };
/** The zoom a located point is shown at (streets). */
export const POINT_ZOOM = 14;
const SEA = '#dbe8f3';
/** The pane of the markers and outlines the pages add (above terra-draw's shapes). */
export const PLACES_PANE = 'places';

type Topology = Parameters<typeof feature>[0];

let outlines: Promise<GeoJSON.FeatureCollection> | undefined;

/** The world's country outlines (Natural Earth 1:50m through world-atlas), converted once. */
function countryOutlines(): Promise<GeoJSON.FeatureCollection> {
  outlines ??= import('world-atlas/countries-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology;
    return feature(topology, topology.objects.countries!) as GeoJSON.FeatureCollection;
  });
  return outlines;
}

/**
 * A Leaflet map that needs no internet: the country outlines as a light vector layer under an
 * optional raster tile layer (the 'mapTileUrl' parameter). Tiles that fail to load leave the
 * outlines showing.
 */
export function createBaseMap(
  container: HTMLElement,
  options: { tileUrl: string; centre: LngLat; zoom: number },
): { map: L.Map; info: EngineInfo } {
  container.style.background = SEA;
  const map = L.map(container, {
    center: [options.centre[1], options.centre[0]],
    zoom: options.zoom,
    minZoom: 2,
    maxZoom: 19,
    worldCopyJump: true,
    attributionControl: options.tileUrl !== '',
  });
  const pane = map.createPane('outlines');
  pane.style.zIndex = '150';
  // The outlines' canvas must not take the pointer: terra-draw only hears events aimed at the map
  // container itself, and the map's own clicks should land on the map.
  pane.style.pointerEvents = 'none';
  // Our own shapes and markers (PLACES_PANE): the pane lets the pointer through to the map where
  // nothing is drawn; interactive markers still take it (their tooltips).
  const places = map.createPane(PLACES_PANE);
  places.style.zIndex = '450';
  places.style.pointerEvents = 'none';
  const renderer = L.canvas({ pane: 'outlines' });
  let removed = false;
  map.on('unload', () => {
    removed = true;
  });
  void countryOutlines().then(
    (countries) => {
      // The map may be gone (the page closed) before the outlines are ready.
      if (removed) return;
      L.geoJSON(countries, {
        pane: 'outlines',
        renderer,
        interactive: false,
        style: { color: '#a3a3a3', weight: 0.8, fillColor: '#f7f6f1', fillOpacity: 1 },
      } as L.GeoJSONOptions).addTo(map);
    },
    () => undefined,
  );
  if (options.tileUrl) L.tileLayer(options.tileUrl, { maxZoom: 19, attribution: '' }).addTo(map);
  return {
    map,
    info: { engine: 'leaflet', version: L.version, basemap: options.tileUrl ? 'tiles' : 'outlines' },
  };
}

const TONES: Record<NonNullable<MapMarker['tone']>, string> = {
  normal: '#1677ff',
  warn: '#ff4d4f',
  check: '#fa8c16',
};

/** Round markers (no image files to bundle) with their label as a tooltip. */
export function markerLayer(map: L.Map): { set(markers: readonly MapMarker[]): void } {
  const group = L.layerGroup().addTo(map);
  return {
    set(markers) {
      group.clearLayers();
      for (const marker of markers) {
        const colour = TONES[marker.tone ?? 'normal'];
        L.circleMarker([marker.position[1], marker.position[0]], {
          pane: PLACES_PANE,
          radius: marker.tone === 'check' ? 8 : 6,
          color: '#ffffff',
          weight: 2,
          fillColor: colour,
          fillOpacity: 1,
          interactive: true,
        })
          .bindTooltip(marker.label)
          .addTo(group);
      }
    },
  };
}
