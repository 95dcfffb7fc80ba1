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
    return watchExposure(card, () => reporter.exposure(jobId, position));
  }, [reporter, jobId, position]);
  const onClick = () => {
    if (reporter && position !== undefined) reporter.click(jobId, position);
  };
  return { ref, onClick };
}

/**
 * Calls `shown` once `element` has stayed at least half on screen for a second; the returned
 * function stops watching. One observer serves every card of the page: a page of lists has a
 * hundred cards, and an observer each was a visible part of the effects run after hydration.
 */
function watchExposure(element: Element, shown: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    if (!watched.delete(element)) return;
    observer?.unobserve(element);
    // The last card gone (a page left in the browser): the observer goes with it.
    if (watched.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
  watched.set(element, (visible) => {
    if (!visible) {
      clearTimeout(timer);
      timer = undefined;
    } else
      timer ??= setTimeout(() => {
        stop();
        shown();
      }, exposureMs);
  });
  exposureObserver().observe(element);
  return stop;
}

const watched = new Map<Element, (visible: boolean) => void>();
let observer: IntersectionObserver | undefined;

function exposureObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watched.get(entry.target)?.(entry.intersectionRatio >= exposureRatio);
    },
    { threshold: [0, exposureRatio] },
  );
  return observer;
}
