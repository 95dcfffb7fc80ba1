import { ApiFailure } from '@talkhire/client';
import { endpoints, type TCareerSummaryBody } from '@talkhire/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api/api-context';

export type WritingStatus = 'idle' | 'writing' | 'written' | 'stopped' | 'failed';

export interface SummaryWriting {
  status: WritingStatus;
  /** The draft so far: grows piece by piece while the model writes. */
  text: string;
  /** A refusal or a break-off, in the reader's language (the relay's message). */
  problem: string | null;
  /** New summaries left today after this one, when the writing ended. */
  remaining: number | null;
  start(body: TCareerSummaryBody): void;
  stop(): void;
  /** The seeker changes the draft by hand once it is written. */
  edit(text: string): void;
  discard(): void;
}

/**
 * A career summary writing (POST /aicv/ai_writing/career_summary): the events of the relay's
 * stream become a draft that grows as it arrives. Stop aborts the request (the relay then stops
 * the model) and keeps what was written; a refusal (quota, insufficient profile) shows its message.
 */
export function useSummaryWriting(): SummaryWriting {
  const api = useApi();
  const [status, setStatus] = useState<WritingStatus>('idle');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (body: TCareerSummaryBody) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStatus('writing');
      setText('');
      setProblem(null);
      void (async () => {
        try {
          for await (const { event, data } of api.stream(
            endpoints.aiWriting.careerSummary,
            { body },
            { signal: controller.signal, quiet: true },
          )) {
            if (event === 'delta') setText((draft) => draft + (data as { text: string }).text);
            else if (event === 'done') setRemaining((data as { remaining: number }).remaining);
            else if (event === 'error') {
              setProblem((data as { message: string }).message);
              setStatus('failed');
              return;
            }
          }
          setStatus('written');
        } catch (error) {
          if (controller.signal.aborted) return;
          setProblem(error instanceof ApiFailure ? error.message : String(error));
          setStatus('failed');
        } finally {
          if (running.current === controller) running.current = null;
        }
      })();
    },
    [api],
  );

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setStatus('stopped');
  }, []);

  const discard = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setStatus('idle');
    setText('');
    setProblem(null);
  }, []);

  return { status, text, problem, remaining, start, stop, edit: setText, discard };
}
