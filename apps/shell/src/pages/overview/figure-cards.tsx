import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OVERVIEW_JOB_DAYS, OVERVIEW_SIGN_IN_DAYS, PAGES } from '@rcadmin/contract/wire';
import { Panel } from '../../components/panel';
import { PlainList } from '../../components/plain-list';
import { useAsync } from '../../hooks/use-async';
import { truncate } from '../../utils/text';
import { FigureChart } from './figure-chart';
import { readFigures, type CardName, type FiguresOf } from './overview-figures-api';

/** How many categories the chart shows (most SKUs first); the others are summed into one bar. */
const TOP_CATEGORIES = 10;

const goodsList = (query = '') => `${PAGES.goodsList.path}${query}`;

/** One card: its figures once read; nothing at all when the read fails or is refused. */
function FigureCard<C extends CardName>({
  card,
  title,
  link,
  children,
}: {
  card: C;
  title: ReactNode;
  link: string;
  children: (figures: FiguresOf<C>) => ReactNode;
}) {
  const { t } = useTranslation();
  const figures = useAsync(useCallback(() => readFigures(card), [card]));
  if (figures.status === 'failed') return null;
  return (
    <Panel
      title={title}
      className="rc-overview-card"
      extra={
        <Link
          to={link}
          aria-label={`${t('overview.figures.details')}: ${typeof title === 'string' ? title : ''}`}
        >
          {t('overview.figures.details')}
        </Link>
      }
    >
      <div data-testid={`overview-card-${card}`}>
        {figures.status === 'done' ? (
          children(figures.data)
        ) : (
          <span role="status" aria-label={t('app.loading')}>
            <span className="rc-spinner" aria-hidden="true" />
          </span>
        )}
      </div>
    </Panel>
  );
}

/** Labelled figures, each a link to the view it counts. */
function Figures({
  card,
  items,
}: {
  card: CardName;
  items: [key: string, label: string, value: number, to: string][];
}) {
  const { i18n } = useTranslation();
  const format = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  return (
    <dl className="rc-overview-figures">
      {items.map(([key, label, value, to]) => (
        <div key={key}>
          <dt className="rc-secondary">{label}</dt>
          <dd className="rc-overview-count" data-testid={`overview-${card}-${key}`} data-value={value}>
            <Link to={to} aria-label={`${label}: ${format.format(value)}`}>
              {format.format(value)}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const day = (iso: string) => iso.slice(5, 10);
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The figure cards the user's grants allow (`held`), each linking to its page. */
export function FigureCards({ held }: { held: readonly CardName[] }) {
  const { t } = useTranslation();
  const has = (card: CardName) => held.includes(card);
  const f = (key: string, options?: Record<string, unknown>) => t(`overview.figures.${key}`, options);
  return (
    <div className="rc-overview-figure-cards">
      {has('goods') && (
        <FigureCard card="goods" title={f('goods')} link={goodsList()}>
          {(goods) => (
            <Figures
              card="goods"
              items={[
                ['onSale', f('onSale'), goods.onSale, goodsList('?saleState=1')],
                ['offSale', f('offSale'), goods.offSale, goodsList('?saleState=0')],
                ['recycled', f('recycled'), goods.recycled, goodsList('?deleted=1')],
                ['noPrice', f('noPrice'), goods.noPrice, goodsList()],
                ['noPicture', f('noPicture'), goods.noPicture, goodsList()],
              ]}
            />
          )}
        </FigureCard>
      )}
      {has('adjustments') && (
        <FigureCard card="adjustments" title={f('adjustments')} link={PAGES.priceAdjustment.path}>
          {(orders) => (
            <Figures
              card="adjustments"
              items={[
                ['today', f('adjustmentsToday'), orders.today, PAGES.priceAdjustment.path],
                ['pending', f('adjustmentsPending'), orders.pending, PAGES.priceAdjustment.path],
              ]}
            />
          )}
        </FigureCard>
      )}
      {has('stores') && (
        <FigureCard card="stores" title={f('stores')} link={PAGES.DeptIndex.path}>
          {(stores) => (
            <Figures
              card="stores"
              items={[
                ['active', f('storesActive'), stores.active, PAGES.DeptIndex.path],
                ['servingNow', f('storesServing'), stores.servingNow, PAGES.DeptIndex.path],
                ['noFence', f('storesNoFence'), stores.noFence, PAGES.DeptIndex.path],
              ]}
            />
          )}
        </FigureCard>
      )}
      {has('jobs') && (
        <FigureCard card="jobs" title={f('jobs', { days: OVERVIEW_JOB_DAYS })} link={PAGES.batchExcel.path}>
          {(jobs) => (
            <Figures
              card="jobs"
              items={[
                ['imports', f('imports'), jobs.imports, PAGES.batchExcel.path],
                ['exports', f('exports'), jobs.exports, PAGES.batchExcel.path],
                ['failed', f('failed'), jobs.failed, PAGES.batchExcel.path],
              ]}
            />
          )}
        </FigureCard>
      )}
      {has('recentWork') && (
        <FigureCard card="recentWork" title={f('recentWork')} link={PAGES.operationLog.path}>
          {(work) => (
            <PlainList
              loading={false}
              items={work.list}
              rowKey={(row) => row.id}
              empty={<p className="rc-overview-empty rc-secondary">{f('noWork')}</p>}
              renderItem={(row) => (
                <>
                  <span title={`${row.menuName} · ${row.opt}`}>
                    {truncate(`${row.menuName} · ${row.opt}`)}
                  </span>
                  <span className="rc-secondary">{minute(row.at)}</span>
                </>
              )}
            />
          )}
        </FigureCard>
      )}
    </div>
  );
}

/** The chart cards the user's grants allow: sign-ins over 14 days, goods by category. */
export function ChartCards({ held }: { held: readonly CardName[] }) {
  const { t } = useTranslation();
  const f = (key: string, options?: Record<string, unknown>) => t(`overview.figures.${key}`, options);
  if (!held.includes('signIns') && !held.includes('categories')) return null;
  return (
    <div className="rc-overview-cards">
      {held.includes('signIns') && (
        <FigureCard
          card="signIns"
          title={f('signIns', { days: OVERVIEW_SIGN_IN_DAYS })}
          link={PAGES.userManagement.path}
        >
          {(signIns) => (
            <FigureChart
              caption={f('signIns', { days: OVERVIEW_SIGN_IN_DAYS })}
              labelHeader={f('date')}
              valueHeader={f('signInCount')}
              data={{
                kind: 'line',
                labels: signIns.days.map((entry) => day(entry.date)),
                values: signIns.days.map((entry) => entry.count),
              }}
            />
          )}
        </FigureCard>
      )}
      {held.includes('categories') && (
        <FigureCard card="categories" title={f('categories')} link={PAGES.category.path}>
          {(categories) => {
            const shown = categories.list.slice(0, TOP_CATEGORIES);
            const others =
              categories.list.slice(TOP_CATEGORIES).reduce((sum, entry) => sum + entry.count, 0) +
              categories.uncategorised;
            const rows = [
              ...shown.map((entry) => [entry.name, entry.count] as const),
              ...(others > 0 ? [[f('otherCategories'), others] as const] : []),
            ];
            return (
              <FigureChart
                caption={f('categories')}
                labelHeader={f('category')}
                valueHeader={f('skuCount')}
                data={{ kind: 'bar', labels: rows.map(([name]) => name), values: rows.map(([, n]) => n) }}
              />
            );
          }}
        </FigureCard>
      )}
    </div>
  );
}
