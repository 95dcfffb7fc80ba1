import { funnelSteps, type TAnalytics } from '@talkhire/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { eventsByDay, percent } from './figures';
import { barOptions, countSteps, palette, UPlotChart } from './UPlotChart';

/** The five questions of issue 16 point 5, each a chart with its figures in a table below it. */
export function AnalyticsCharts({ figures }: { figures: TAnalytics }) {
  const { t } = useTranslation();

  const events = useMemo(() => eventsByDay(figures), [figures]);
  const eventsChart = useMemo(
    () => ({
      options: {
        series: [
          {},
          ...events.names.map((name, i) => ({ label: name, stroke: palette[i % palette.length], width: 2 })),
        ],
        scales: { x: { time: true } },
        axes: [{}, { incrs: countSteps }],
      } satisfies Omit<uPlot.Options, 'width' | 'height'>,
      data: [events.days, ...events.counts] as uPlot.AlignedData,
    }),
    [events],
  );

  const ctr = figures.search_ctr_by_position;
  const ctrChart = useMemo(
    () => ({
      options: barOptions(
        ctr.map((r) => String(r.position)),
        [{ label: t('analytics.ctr'), color: palette[0]! }],
        (v) => percent(v),
      ),
      data: [ctr.map((_, i) => i), ctr.map((r) => r.rate)] as uPlot.AlignedData,
    }),
    [ctr, t],
  );

  const lists = figures.list_ctr;
  const listChart = useMemo(
    () => ({
      options: barOptions(
        lists.map((r) => r.list),
        [{ label: t('analytics.ctr'), color: palette[2]! }],
        (v) => percent(v),
      ),
      data: [lists.map((_, i) => i), lists.map((r) => r.rate)] as uPlot.AlignedData,
    }),
    [lists, t],
  );

  const funnel = funnelSteps.map((step) => ({
    step,
    count: figures.funnel.find((f) => f.step === step)?.count ?? 0,
  }));
  const funnelChart = useMemo(
    () => ({
      options: barOptions(
        funnel.map((f) => t(`analytics.funnel_steps.${f.step}`)),
        [{ label: t('analytics.people'), color: palette[1]! }],
      ),
      data: [funnel.map((_, i) => i), funnel.map((f) => f.count)] as uPlot.AlignedData,
    }),
    [figures, t],
  );

  const zero = figures.zero_result_queries;
  const zeroChart = useMemo(
    () => ({
      options: barOptions(
        zero.map((q) => q.query),
        [{ label: t('analytics.searches'), color: palette[5]! }],
      ),
      data: [zero.map((_, i) => i), zero.map((q) => q.count)] as uPlot.AlignedData,
    }),
    [zero, t],
  );

  return (
    <div className="analytics__charts">
      <Panel
        title={t('analytics.events_per_day')}
        testId="analytics-events"
        empty={events.names.length === 0}
      >
        <UPlotChart {...eventsChart} label={t('analytics.events_per_day')} testId="analytics-events-chart" />
        <Table
          heads={[t('analytics.day'), t('analytics.event'), t('analytics.count')]}
          rows={figures.events_per_day.map((r) => [r.day, r.name, r.count])}
        />
      </Panel>
      <Panel title={t('analytics.search_ctr')} testId="analytics-search-ctr" empty={ctr.length === 0}>
        <UPlotChart {...ctrChart} label={t('analytics.search_ctr')} testId="analytics-search-ctr-chart" />
        <Table
          heads={[
            t('analytics.position'),
            t('analytics.exposures'),
            t('analytics.clicks'),
            t('analytics.ctr'),
          ]}
          rows={ctr.map((r) => [r.position, r.exposures, r.clicks, percent(r.rate)])}
        />
      </Panel>
      <Panel title={t('analytics.list_ctr')} testId="analytics-list-ctr" empty={lists.length === 0}>
        <UPlotChart {...listChart} label={t('analytics.list_ctr')} testId="analytics-list-ctr-chart" />
        <Table
          heads={[t('analytics.list'), t('analytics.exposures'), t('analytics.clicks'), t('analytics.ctr')]}
          rows={lists.map((r) => [r.list, r.exposures, r.clicks, percent(r.rate)])}
        />
      </Panel>
      <Panel title={t('analytics.zero_results')} testId="analytics-zero-results" empty={zero.length === 0}>
        <UPlotChart
          {...zeroChart}
          label={t('analytics.zero_results')}
          testId="analytics-zero-results-chart"
        />
        <Table
          heads={[t('analytics.query'), t('analytics.searches')]}
          rows={zero.map((q) => [q.query, q.count])}
        />
      </Panel>
      <Panel title={t('analytics.funnel')} testId="analytics-funnel" empty={false}>
        <p className="muted">{t('analytics.funnel_note')}</p>
        <UPlotChart {...funnelChart} label={t('analytics.funnel')} testId="analytics-funnel-chart" />
        <Table
          heads={[t('analytics.step'), t('analytics.people')]}
          rows={funnel.map((f) => [t(`analytics.funnel_steps.${f.step}`), f.count])}
        />
      </Panel>
      <p className="muted" data-testid="analytics-ingestion">
        {t('analytics.ingestion', figures.ingestion)}
      </p>
    </div>
  );
}

function Panel({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card analytics__panel" aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      {empty ? <p className="muted">{t('analytics.nothing_yet')}</p> : children}
    </section>
  );
}

function Table({ heads, rows }: { heads: string[]; rows: (string | number)[][] }) {
  const { t } = useTranslation();
  return (
    <details className="analytics__figures">
      <summary>{t('analytics.figures')}</summary>
      <table>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
