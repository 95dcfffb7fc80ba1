// @vitest-environment happy-dom
import { type ApiClient, createApiClient } from '@talkhire/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSummaryWriting } from './use-summary-writing';

let client: ApiClient;
vi.mock('../api/api-context', () => ({ useApi: () => client }));

/** A relay answer whose event-stream body the test writes piece by piece. */
function streamedAnswer() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const aborted = { value: false };
  return {
    fetch: async (_url: string | URL | Request, init?: RequestInit) => {
      init?.signal?.addEventListener('abort', () => {
        aborted.value = true;
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
    aborted,
  };
}

const body = { job_preference_id: 1, rewrite_type: 'new', stream: true } as const;

describe('a career summary writing', () => {
  it('grows the draft as each piece arrives, then ends written with the summaries left today', async () => {
    const answer = streamedAnswer();
    client = createApiClient({ locale: () => ({ countryId: 167, languageId: 1 }), fetch: answer.fetch });
    const { result } = renderHook(() => useSummaryWriting());
    act(() => result.current.start(body));
    expect(result.current.status).toBe('writing');
    act(() => answer.send('delta', { text: 'Frontend developer' }));
    await waitFor(() => expect(result.current.text).toBe('Frontend developer'));
    act(() => answer.send('delta', { text: ' with 6 years.' }));
    await waitFor(() => expect(result.current.text).toBe('Frontend developer with 6 years.'));
    expect(result.current.status).toBe('writing');
    act(() => {
      answer.send('done', { remaining: 4 });
      answer.end();
    });
    await waitFor(() => expect(result.current.status).toBe('written'));
    expect(result.current.remaining).toBe(4);
    act(() => result.current.edit('Frontend developer in Manila.'));
    expect(result.current.text).toBe('Frontend developer in Manila.');
  });

  it('stops the request on Stop and keeps what was written', async () => {
    const answer = streamedAnswer();
    client = createApiClient({ locale: () => ({ countryId: 167, languageId: 1 }), fetch: answer.fetch });
    const { result } = renderHook(() => useSummaryWriting());
    act(() => result.current.start(body));
    act(() => answer.send('delta', { text: 'Half a sentence' }));
    await waitFor(() => expect(result.current.text).toBe('Half a sentence'));
    act(() => result.current.stop());
    expect(result.current.status).toBe('stopped');
    expect(answer.aborted.value).toBe(true);
    expect(result.current.text).toBe('Half a sentence');
  });

  it("shows a refusal's message (the quota) and a break-off's, and discards to nothing", async () => {
    client = createApiClient({
      locale: () => ({ countryId: 167, languageId: 1 }),
      fetch: async () =>
        new Response(JSON.stringify({ code: 41316, message: 'No summaries left today.', errors: {} }), {
          status: 429,
        }),
    });
    const { result } = renderHook(() => useSummaryWriting());
    act(() => result.current.start(body));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.problem).toBe('No summaries left today.');

    const answer = streamedAnswer();
    client = createApiClient({ locale: () => ({ countryId: 167, languageId: 1 }), fetch: answer.fetch });
    const { result: broken } = renderHook(() => useSummaryWriting());
    act(() => broken.current.start(body));
    act(() => {
      answer.send('delta', { text: 'Started' });
      answer.send('error', { code: 41280, message: 'The AI service is currently unavailable.' });
    });
    await waitFor(() => expect(broken.current.status).toBe('failed'));
    expect(broken.current.problem).toBe('The AI service is currently unavailable.');
    expect(broken.current.text).toBe('Started');
    act(() => broken.current.discard());
    expect(broken.current).toMatchObject({ status: 'idle', text: '', problem: null });
  });
});
