// @vitest-environment happy-dom
import type { TAnalytics } from '@talkhire/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../testing/english-i18n';
import { AnalyticsView } from './AnalyticsView';

// uPlot draws on a canvas the test document does not have; the charts are the e2e journey's part.
vi.mock('./UPlotChart', () => ({
  UPlotChart: () => null,
  barOptions: () => ({}),
  countSteps: [1],
  palette: ['#000'],
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const i18n = await englishI18n();

function answering(store: TAnalytics['events_store']) {
  const figures: TAnalytics = {
    from: '2026-11-01',
    to: '2026-11-29',
    edition: null,
    events_per_day: [],
    searches_per_day: [],
    search_ctr_by_position: [],
    list_ctr: [],
    zero_result_queries: [],
    funnel: [],
    events_store: store,
    ingestion: { accepted: 0, rejected: 0, dropped: 0, written: 0 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 0, message: 'Success', data: figures })),
  );
}

function renderView() {
  render(
    <I18nextProvider i18n={i18n}>
      <AnalyticsView />
    </I18nextProvider>,
  );
}

describe('the analytics view', () => {
  it('says the tracking figures are read in ClickHouse when the rows go there', async () => {
    answering('clickhouse');
    renderView();
    expect((await screen.findByRole('note')).textContent).toMatch(/go to ClickHouse/);
  });

  it('says nothing of it when the rows are in the database', async () => {
    answering('database');
    renderView();
    await screen.findByText('Sign-up funnel');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
