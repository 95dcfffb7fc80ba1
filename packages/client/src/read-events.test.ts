import { describe, expect, it } from 'vitest';
import { createApiClient, readEvents } from './api-client';

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** A catalogue entry whose answer is an event stream. */
const streamed = {
  method: 'POST',
  path: '/x',
  summary: '',
  auth: 'seeker',
  answer: 'stream',
  errors: [],
} as const;

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('server-sent events read from a fetch body', () => {
  it('yields events in order even when a chunk splits an event or a character', async () => {
    const arabic = new TextEncoder().encode('event: delta\ndata: {"text":"مرحبا"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(arabic.slice(0, 30));
        controller.enqueue(arabic.slice(30));
        controller.enqueue(
          new TextEncoder().encode(': ping\n\nevent: done\r\ndata: {"remaining":4}\r\n\r\n'),
        );
        controller.close();
      },
    });
    expect(await all(readEvents(body))).toEqual([
      { event: 'delta', data: { text: 'مرحبا' } },
      { event: 'done', data: { remaining: 4 } },
    ]);
  });

  it('reads a CRLF split between two chunks as one line end, not the end of an event', async () => {
    const body = bodyOf(['event: delta\r', '\ndata: {"text":"a"}\r', '\n\r', '\n']);
    expect(await all(readEvents(body))).toEqual([{ event: 'delta', data: { text: 'a' } }]);
  });

  it('throws a refusal answered before the stream as an ApiFailure with its code', async () => {
    const client = createApiClient({
      locale: () => ({ countryId: 167, languageId: 1 }),
      fetch: async () =>
        new Response(JSON.stringify({ code: 41316, message: 'quota', errors: {} }), { status: 429 }),
    });
    await expect(all(client.stream(streamed, {}, { quiet: true }))).rejects.toMatchObject({ code: 41316 });
  });

  it('streams a success body', async () => {
    const client = createApiClient({
      locale: () => ({ countryId: 167, languageId: 1 }),
      fetch: async () => new Response(bodyOf(['event: delta\ndata: {"text":"a"}\n', '\n'])),
    });
    expect(await all(client.stream(streamed))).toEqual([{ event: 'delta', data: { text: 'a' } }]);
  });

  it('answers a bodiless success of a stream with no events', async () => {
    const client = createApiClient({
      locale: () => ({ countryId: 167, languageId: 1 }),
      fetch: async () => new Response(null, { status: 204 }),
    });
    expect(await all(client.stream(streamed))).toEqual([]);
  });
});
