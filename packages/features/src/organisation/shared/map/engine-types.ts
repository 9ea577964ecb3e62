import type { FenceCollection, LngLat } from '@rcadmin/contract';

/** What the map engines (AMap, Leaflet) offer the React views: plain imperative controllers. */

/** A point shown on a map: a pickup point, the point being checked. */
export interface MapMarker {
  position: LngLat;
  label: string;
  /** 'warn' (red): outside the fence; 'check': the point being checked; default blue. */
  tone?: 'normal' | 'warn' | 'check';
}

/** The drawing tools of the fence map: edit (select and drag), draw a polygon, draw a circle, pick a point. */
export type FenceTool = 'select' | 'polygon' | 'circle' | 'point';

export interface EngineInfo {
  engine: 'amap' | 'leaflet';
  /** The engine's version (AMap's JS API version, Leaflet's library version). */
  version: string;
  /** 'outlines' (offline country outlines), 'tiles' (the configured tile layer), 'amap'. */
  basemap: 'outlines' | 'tiles' | 'amap';
}

export interface PointController {
  info: EngineInfo;
  setValue(position: LngLat | null, centre: boolean): void;
  destroy(): void;
}

export interface PointOptions {
  initial: LngLat | null;
  readOnly: boolean;
  onPick(position: LngLat): void;
}

export interface FenceController {
  info: EngineInfo;
  /** Replaces the shapes on show (a loaded fence, a typed area, a deleted one). */
  setFence(fence: FenceCollection, fit: boolean): void;
  /** Shows the streets round a point (a store with no fence yet: its own place, not the country). */
  centreOn(position: LngLat): void;
  setTool(tool: FenceTool): void;
  /** Removes the selected shape (select tool); answers whether one was. */
  deleteSelected(): boolean;
  /** Outlines one area (a refused one) in red; null clears it. */
  setHighlight(index: number | null): void;
  setMarkers(markers: readonly MapMarker[]): void;
  destroy(): void;
}

export interface FenceOptions {
  initial: FenceCollection;
  /** The shapes after a drawing or an edit finished. */
  onChange(fence: FenceCollection): void;
  /** A shape was selected (its area index) or none is (null). */
  onSelect(index: number | null): void;
  /** A click on the map with the point tool. */
  onPick(position: LngLat): void;
}
