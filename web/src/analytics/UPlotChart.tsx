import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A uPlot chart in a box of the page's width. The canvas is drawn for sighted readers; the figures
 * are also in the table beside each chart, for screen readers and copying.
 */
export function UPlotChart({
  options,
  data,
  label,
  testId,
}: {
  /** Everything but the size, which follows the box. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  label: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      { ...options, width: Math.max(320, element.clientWidth), height: 280 },
      data,
      element,
    );
    const resized = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(320, element.clientWidth), height: 280 }),
    );
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [options, data]);
  return <div ref={box} className="analytics-chart" role="img" aria-label={label} data-testid={testId} />;
}

/** Bars over named categories (lists, positions, funnel steps): x is the category's index. */
export function barOptions(
  labels: string[],
  series: { label: string; color: string }[],
  yFormat?: (v: number) => string,
) {
  const bars = uPlot.paths.bars?.({ size: [0.7, 48], gap: 2 });
  return {
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] as uPlot.Range.MinMax } },
    axes: [
      {
        splits: () => labels.map((_, i) => i),
        values: (_u: uPlot, splits: number[]) => splits.map((i) => labels[i] ?? ''),
        grid: { show: false },
      },
      // Room for the formatted values ('100.0%'): at uPlot's 50 px their first digits were cut off.
      yFormat
        ? { values: (_u: uPlot, splits: number[]) => splits.map(yFormat), size: 64 }
        : { incrs: countSteps },
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        fill: s.color,
        stroke: s.color,
        width: 0,
        ...(bars ? { paths: bars } : {}),
        points: { show: false },
      })),
    ],
    legend: { show: series.length > 1 },
  } satisfies Omit<uPlot.Options, 'width' | 'height'>;
}

/**
 * The steps a count axis may take: whole numbers only. uPlot's own steps go down to fractions, so
 * a funnel of two people was drawn against 0.5 and 1.5 people.
 */
export const countSteps = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** Eight colours that stay apart for the common kinds of colour blindness (Okabe–Ito). */
export const palette = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#f0e442',
  '#000000',
];
