import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Segmented, Typography } from 'antd';
import type { FenceCollection, LngLat } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import type { FenceController, FenceOptions, FenceTool, MapMarker } from './engine-types';
import { MapFrame, useEngineMap, type EngineMakers } from './map-frame';
import { useLatest } from '../../../shared/use-latest';

export type { FenceTool, MapMarker } from './engine-types';

/** The fence editor on each engine. */
const FENCE_EDITORS: EngineMakers<FenceController, FenceOptions> = {
  amap: async () => (await import('./amap-engine')).createAmapFenceEditor,
  leaflet: async () => (await import('./leaflet-fence')).createLeafletFenceEditor,
};

/**
 * A fence on a map: its polygons and circles (circles as a Point with properties.radius in
 * metres), drawn, reshaped, moved and deleted with the toolbar's tools; `onChange` gets the whole
 * collection after each finished drawing or edit. Markers show points (pickup points, the point
 * checked); the point tool answers the clicked position to `onPick`. AMap 1.4.15
 * (MouseTool, PolyEditor, CircleEditor) when a key is configured, else the offline Leaflet map
 * with terra-draw; the map itself loads lazily.
 */
export function FenceMap({
  kit,
  value,
  onChange,
  markers,
  onPick,
  highlight,
  fitKey,
  height,
  home = null,
}: {
  kit: HostKit;
  value: FenceCollection;
  onChange: (fence: FenceCollection) => void;
  markers: readonly MapMarker[];
  onPick: (position: LngLat) => void;
  /** An area to outline in red (the one the server refused). */
  highlight: number | null;
  /** When it changes (another store), the map fits the fence again. */
  fitKey: string;
  height: number;
  /** Where the map opens when the fence has no area yet (the store's own point), if known. */
  home?: LngLat | null;
}) {
  const t = (key: string) => kit.t(`org.places.map.${key}`);
  const [tool, setTool] = useState<FenceTool>('select');
  const [selected, setSelected] = useState<number | null>(null);
  const handlers = useLatest({ onChange, onPick });
  const initial = useRef(value);

  const map = useEngineMap(kit, FENCE_EDITORS, () => ({
    initial: initial.current,
    onChange: (fence: FenceCollection) => handlers.current.onChange(fence),
    onSelect: setSelected,
    onPick: (position: LngLat) => handlers.current.onPick(position),
  }));
  const { controller } = map;

  const fitted = useRef<{ controller: FenceController | null; key: string; home: LngLat | null }>({
    controller: null,
    key: fitKey,
    home: null,
  });
  useEffect(() => {
    if (!controller) return;
    const fit = fitted.current.controller !== controller || fitted.current.key !== fitKey;
    // A fence with no area yet opens at its store's point (once known), not at the country.
    const goHome = home !== null && value.features.length === 0 && (fit || fitted.current.home !== home);
    fitted.current = { controller, key: fitKey, home };
    controller.setFence(value, fit);
    if (goHome) controller.centreOn(home);
  }, [controller, value, fitKey, home]);
  useEffect(() => controller?.setTool(tool), [controller, tool]);
  useEffect(() => controller?.setHighlight(highlight), [controller, highlight, value]);
  useEffect(() => controller?.setMarkers(markers), [controller, markers]);

  const tools: { value: FenceTool; label: string }[] = [
    { value: 'select', label: t('toolSelect') },
    { value: 'polygon', label: t('toolPolygon') },
    { value: 'circle', label: t('toolCircle') },
    { value: 'point', label: t('toolPoint') },
  ];
  const toolbar = (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <span data-testid="fence-tools" data-tool={tool}>
          <Segmented<FenceTool>
            aria-label={t('tools')}
            value={tool}
            options={tools}
            onChange={(next) => setTool(next)}
            disabled={!controller}
          />
        </span>
        <Button
          danger
          disabled={selected === null || tool !== 'select'}
          onClick={() => {
            if (controller?.deleteSelected()) setSelected(null);
          }}
        >
          {t('deleteSelected')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="fence-tool-hint">
        {t(`hint.${tool}`)}
      </Typography.Text>
    </Flex>
  );

  return <MapFrame {...map.frame} height={height} toolbar={toolbar} testId="fence-map" />;
}
