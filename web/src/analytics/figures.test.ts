import { describe, expect, it } from 'vitest';
import { eventsByDay } from './figures';

describe('events per day for the chart', () => {
  it('has every day of the span asked, a day without events at 0, each name its row', () => {
    const { days, names, counts } = eventsByDay({
      from: '2026-11-26',
      to: '2026-11-28',
      events_per_day: [
        { day: '2026-11-28', name: 'search_click', count: 4 },
        { day: '2026-11-26', name: 'page_view', count: 2 },
        { day: '2026-11-28', name: 'page_view', count: 9 },
      ],
    });
    expect(days).toEqual(
      ['2026-11-26', '2026-11-27', '2026-11-28'].map((d) => Date.parse(`${d}T00:00:00Z`) / 1000),
    );
    expect(names).toEqual(['page_view', 'search_click']);
    expect(counts).toEqual([
      [2, 0, 9],
      [0, 0, 4],
    ]);
  });

  it('gives a one-day span its one day', () => {
    expect(eventsByDay({ from: '2026-11-28', to: '2026-11-28', events_per_day: [] }).days).toHaveLength(1);
  });
});
