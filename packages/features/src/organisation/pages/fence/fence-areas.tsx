import { useState } from 'react';
import { Alert, Button, Flex, Input, InputNumber, Segmented, Typography } from 'antd';
import type { FenceCollection, FenceFeature } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { FENCE_AREA_WARN_KM2, fenceAreaKm2 } from '@rcadmin/contract/wire';
import {
  CIRCLE_RADIUS,
  MAX_FENCE_AREAS,
  circleFeature,
  coordinateText,
  isCircle,
  parsePositions,
  pointOf,
  polygonFeature,
} from '../../shared/map/geo';

/** One line about an area: "Polygon · 5 points", "Circle · 116.4, 39.9 · 500 m". */
export function areaSummary(kit: HostKit, feature: FenceFeature): string {
  if (isCircle(feature)) {
    const [lng, lat] = feature.geometry.coordinates;
    return kit.t('org.places.fence.circleSummary', {
      centre: `${coordinateText(lng)}, ${coordinateText(lat)}`,
      radius: feature.properties.radius,
    });
  }
  return kit.t('org.places.fence.polygonSummary', {
    count: Math.max(0, (feature.geometry.coordinates[0]?.length ?? 1) - 1),
  });
}

/** A point typed as two texts (longitude, latitude), each box named by its label; Enter in the second runs `onEnter`. */
export function PointInputs({
  labels,
  width,
  value,
  onChange,
  onEnter,
}: {
  labels: [string, string];
  width: number;
  value: { longitude: string; latitude: string };
  onChange: (value: { longitude: string; latitude: string }) => void;
  onEnter?: () => void;
}) {
  return (['longitude', 'latitude'] as const).map((axis, at) => (
    <Input
      key={axis}
      aria-label={labels[at]}
      placeholder={labels[at]}
      style={{ width }}
      value={value[axis]}
      onChange={(event) => onChange({ ...value, [axis]: event.target.value })}
      onPressEnter={at === 1 ? onEnter : undefined}
    />
  ));
}

/**
 * The fence's areas as a list (select one to outline it, delete one), and areas added by typed
 * coordinates: a polygon's positions, or a circle's centre and radius.
 */
export function FenceAreas({
  kit,
  fence,
  highlight,
  problems,
  onHighlight,
  onChange,
}: {
  kit: HostKit;
  fence: FenceCollection;
  highlight: number | null;
  /** The server's message about an area, by index. */
  problems: ReadonlyMap<number, string>;
  onHighlight: (index: number | null) => void;
  onChange: (fence: FenceCollection) => void;
}) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.fence.${key}`, options);
  const [kind, setKind] = useState<'polygon' | 'circle'>('polygon');
  const [positions, setPositions] = useState('');
  const [centre, setCentre] = useState({ longitude: '', latitude: '' });
  const [radius, setRadius] = useState<number | null>(500);
  const [error, setError] = useState('');

  const full = fence.features.length >= MAX_FENCE_AREAS;
  const add = (feature: FenceFeature) => {
    onChange({ ...fence, features: [...fence.features, feature] });
    setError('');
  };

  const addTyped = () => {
    if (full) {
      setError(t('tooMany', { max: MAX_FENCE_AREAS }));
      return;
    }
    if (kind === 'polygon') {
      const parsed = parsePositions(positions);
      if ('error' in parsed) {
        setError(t(`positions.${parsed.error}`));
        return;
      }
      add(polygonFeature(parsed.ring));
      setPositions('');
      return;
    }
    const point = pointOf(centre);
    if (!point) {
      setError(t('centreRange'));
      return;
    }
    if (radius === null || radius < CIRCLE_RADIUS.min || radius > CIRCLE_RADIUS.max) {
      setError(t('radiusRange', CIRCLE_RADIUS));
      return;
    }
    add(circleFeature(point, Math.round(radius)));
  };

  return (
    <Flex vertical gap={12}>
      <div
        data-testid="fence-areas"
        role="list"
        aria-label={t('areasLabel')}
        style={{ border: '1px solid #f0f0f0', borderRadius: 6 }}
      >
        {fence.features.length === 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', padding: 12 }}>
            {t('noAreas')}
          </Typography.Text>
        )}
        {fence.features.map((feature, index) => (
          <Flex
            // The areas have no ids of their own: their place is their identity here.
            key={index}
            role="listitem"
            data-testid="fence-area"
            justify="space-between"
            align="center"
            gap={8}
            style={{
              padding: '6px 12px',
              cursor: 'pointer',
              borderTop: index > 0 ? '1px solid #f0f0f0' : undefined,
              background: highlight === index ? 'rgba(255, 77, 79, 0.08)' : undefined,
            }}
            onClick={() => onHighlight(highlight === index ? null : index)}
          >
            <Flex vertical>
              <span>
                {t('areaLabel', { number: index + 1 })} · {areaSummary(kit, feature)}
              </span>
              {fenceAreaKm2(feature) > FENCE_AREA_WARN_KM2 && (
                <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="fence-area-warning">
                  {t('areaTooLarge', {
                    number: index + 1,
                    area: Math.round(fenceAreaKm2(feature)).toLocaleString(kit.language()),
                    limit: FENCE_AREA_WARN_KM2,
                  })}
                </Typography.Text>
              )}
              {problems.get(index) && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {problems.get(index)}
                </Typography.Text>
              )}
            </Flex>
            <Button
              type="link"
              size="small"
              danger
              onClick={(event) => {
                event.stopPropagation();
                onHighlight(null);
                onChange({ ...fence, features: fence.features.filter((_, at) => at !== index) });
              }}
            >
              {kit.t('common.delete')}
            </Button>
          </Flex>
        ))}
      </div>
      <Flex vertical gap={8}>
        <Typography.Text strong>{t('addTyped')}</Typography.Text>
        <Segmented<'polygon' | 'circle'>
          value={kind}
          onChange={(next) => {
            setKind(next);
            setError('');
          }}
          options={[
            { value: 'polygon', label: t('typedPolygon') },
            { value: 'circle', label: t('typedCircle') },
          ]}
        />
        {kind === 'polygon' ? (
          <Input.TextArea
            aria-label={t('positionsLabel')}
            data-testid="fence-typed-positions"
            rows={3}
            value={positions}
            placeholder="116.390,39.900; 116.410,39.900; 116.410,39.920; 116.390,39.920"
            onChange={(event) => setPositions(event.target.value)}
          />
        ) : (
          <Flex gap={8} wrap>
            <PointInputs
              labels={[t('centreLongitude'), t('centreLatitude')]}
              width={140}
              value={centre}
              onChange={setCentre}
            />
            <InputNumber<number>
              aria-label={t('radius')}
              min={CIRCLE_RADIUS.min}
              max={CIRCLE_RADIUS.max}
              precision={0}
              suffix={t('metres')}
              style={{ width: 150 }}
              value={radius}
              onChange={setRadius}
            />
          </Flex>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {kind === 'polygon' ? t('positionsHint') : t('circleHint', CIRCLE_RADIUS)}
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        <div>
          <Button onClick={addTyped} disabled={full}>
            {t('addArea')}
          </Button>
        </div>
      </Flex>
    </Flex>
  );
}
