import { createContext, type RefObject, useContext, useEffect, useRef } from 'react';

/** How much of a card must be on screen, and for how long, to count as shown (issue 16 point 2). */
export const exposureRatio = 0.5;
export const exposureMs = 1_000;

/**
 * What a tracked job list does with its cards' exposures and clicks: given by the tracking
 * feature's `TrackedJobList` (which names the list and its load), so the shared cards know only
 * this much of tracking.
 */
export interface JobListReporter {
  exposure(jobId: number, position: number): void;
  click(jobId: number, position: number): void;
}

export const JobListReporterContext = createContext<JobListReporter | null>(null);

/**
 * A job card's part in its list's logs: the ref goes on the card, which is reported once as shown
 * when at least half of it stays on screen for a second; `onClick` goes on its link. Outside a
 * tracked list, or without a position, it does nothing.
 */
export function useJobListTracking<E extends HTMLElement>(
  jobId: number,
  position: number | undefined,
): { ref: RefObject<E | null>; onClick: () => void } {
  const reporter = useContext(JobListReporterContext);
  const ref = useRef<E>(null);
  useEffect(() => {
    const card = ref.current;
    if (!reporter || position === undefined || !card || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= exposureRatio) {
          timer ??= setTimeout(() => {
            reporter.exposure(jobId, position);
            observer.disconnect();
          }, exposureMs);
        } else {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, exposureRatio] },
    );
    observer.observe(card);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [reporter, jobId, position]);
  const onClick = () => {
    if (reporter && position !== undefined) reporter.click(jobId, position);
  };
  return { ref, onClick };
}
