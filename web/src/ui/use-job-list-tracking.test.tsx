// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type JobListReporter, JobListReporterContext, useJobListTracking } from './use-job-list-tracking';

/** An IntersectionObserver the test moves: `show(ratio)` tells every observer what is visible. */
const observers: { callback: IntersectionObserverCallback; targets: Set<Element>; disconnected: boolean }[] =
  [];
function show(ratio: number) {
  for (const o of observers)
    if (!o.disconnected)
      o.callback(
        [...o.targets].map((target) => ({ target, intersectionRatio: ratio }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
}

function Card({ jobId, position }: { jobId: number; position?: number }) {
  const tracking = useJobListTracking<HTMLDivElement>(jobId, position);
  return (
    <div ref={tracking.ref}>
      <button type="button" onClick={tracking.onClick} aria-label={`job ${jobId}`} />
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set(), disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.entry.targets.delete(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a job card in a tracked list', () => {
  it('counts as shown once at least half of it stayed on screen for a second, and once only', () => {
    const reporter: JobListReporter = { exposure: vi.fn(), click: vi.fn() };
    render(
      <JobListReporterContext.Provider value={reporter}>
        <Card jobId={7} position={3} />
      </JobListReporterContext.Provider>,
    );
    act(() => show(0.6));
    act(() => vi.advanceTimersByTime(900));
    // Scrolled away before the second was up: not shown.
    act(() => show(0.2));
    act(() => vi.advanceTimersByTime(1_000));
    expect(reporter.exposure).not.toHaveBeenCalled();
    act(() => show(0.5));
    act(() => vi.advanceTimersByTime(1_000));
    expect(reporter.exposure).toHaveBeenCalledWith(7, 3);
    act(() => show(1));
    act(() => vi.advanceTimersByTime(2_000));
    expect(reporter.exposure).toHaveBeenCalledTimes(1);
    act(() => document.querySelector('button')!.click());
    expect(reporter.click).toHaveBeenCalledWith(7, 3);
  });

  it('shares one observer among all the cards of a page, and lets it go with the last', () => {
    const reporter: JobListReporter = { exposure: vi.fn(), click: vi.fn() };
    const { unmount } = render(
      <JobListReporterContext.Provider value={reporter}>
        <Card jobId={1} position={1} />
        <Card jobId={2} position={2} />
        <Card jobId={3} position={3} />
      </JobListReporterContext.Provider>,
    );
    expect(observers).toHaveLength(1);
    act(() => show(1));
    act(() => vi.advanceTimersByTime(1_000));
    expect(vi.mocked(reporter.exposure).mock.calls).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('does nothing outside a tracked list', () => {
    const { container } = render(<Card jobId={7} position={1} />);
    expect(observers).toHaveLength(0);
    act(() => container.querySelector('button')!.click());
  });
});
