import { endpoint } from '@talkhire/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiFailure, createApiClient } from './api-client';

/** Endpoints as the catalogue writes them; the browser's copy of the catalogue has no schemas. */
const read = endpoint({
  method: 'GET',
  path: '/api/x',
  summary: 'A read.',
  auth: 'anyone',
  query: z
    .object({ a: z.string(), empty: z.string(), no: z.boolean(), nil: z.null(), zero: z.number() })
    .partial(),
  response: z.object({ n: z.number() }),
  errors: [],
});
const write = endpoint({ method: 'POST', path: '/api/x', summary: 'A write.', auth: 'anyone', errors: [] });

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function client(
  fetch: ReturnType<typeof respond>,
  hooks: Partial<Parameters<typeof createApiClient>[0]> = {},
) {
  return createApiClient({
    baseUrl: 'http://relay.test',
    locale: () => ({ countryId: 105, languageId: 4 }),
    fetch,
    ...hooks,
  });
}

describe('api client', () => {
  it('takes a bodiless 204 (logs and records) as a success without data', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(client(fetch).call(write, { body: { a: 1 } } as never)).resolves.toBeUndefined();
  });

  it('sends Country-Id, Language-Id and Role-Id 1 and drops falsy query values', async () => {
    const fetch = respond(200, { code: 0, message: 'Success', data: { n: 1 } });
    const data = await client(fetch).call(read, {
      query: { a: 'b', empty: '', no: false, nil: null, zero: 0 },
    });
    expect(data).toEqual({ n: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://relay.test/api/x?a=b&zero=0');
    expect(init?.headers).toMatchObject({ 'Country-Id': '105', 'Language-Id': '4', 'Role-Id': '1' });
  });

  it('calls onUnauthorized on a 401 and throws the normalised failure', async () => {
    const onUnauthorized = vi.fn();
    const call = client(respond(401, { code: 40003, message: 'Please log in to continue.', errors: {} }), {
      onUnauthorized,
    }).call(read);
    await expect(call).rejects.toMatchObject({ status: 401, code: 40003 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves a 401 to a call sent under a session the page has since left (a poll during logout)', async () => {
    const onUnauthorized = vi.fn();
    let session = 1;
    const fetch = vi.fn(async () => {
      session = 2; // the user logs out while the call is on its way
      return new Response(JSON.stringify({ code: 40003, message: 'Please log in.', errors: {} }), {
        status: 401,
      });
    });
    const api = client(fetch as never, { onUnauthorized, session: () => session });
    await expect(api.call(read)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    // Sent and answered under the same session, a 401 is reported as before.
    await expect(api.call(read)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('calls onServerError on a 5xx, even when the body is not JSON', async () => {
    const onServerError = vi.fn();
    const onMessage = vi.fn();
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(fetch as never, { onServerError, onMessage }).call(read)).rejects.toBeInstanceOf(
      ApiFailure,
    );
    expect(onServerError).toHaveBeenCalledOnce();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('leaves a named 5xx refusal of a quiet call to the caller, but still reports an unnamed one', async () => {
    const onServerError = vi.fn();
    const unavailable = respond(503, { code: 41431, message: 'currently unavailable', data: null });
    const quietly = { quiet: true } as const;
    await expect(client(unavailable, { onServerError }).call(read, {}, quietly)).rejects.toMatchObject({
      status: 503,
      code: 41431,
    });
    expect(onServerError).not.toHaveBeenCalled();
    const broken = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(broken as never, { onServerError }).call(read, {}, quietly)).rejects.toBeInstanceOf(
      ApiFailure,
    );
    expect(onServerError).toHaveBeenCalledOnce();
  });

  it('shows the message of a refusal as a toast, read from the spec shapes', async () => {
    const onMessage = vi.fn();
    const body = {
      code: 41001,
      message: 'Some of the information…',
      errors: { email: ['The email has already been taken.'], errors: ['First of errors'] },
    };
    await expect(client(respond(422, body), { onMessage }).call(write)).rejects.toMatchObject({
      code: 41001,
      message: 'First of errors',
      errors: body.errors,
    });
    expect(onMessage).toHaveBeenCalledWith('First of errors');
  });

  it('stays quiet when asked', async () => {
    const onMessage = vi.fn();
    await expect(
      client(respond(404, { code: 40004, message: 'Not found', errors: {} }), { onMessage }).call(
        read,
        {},
        { quiet: true },
      ),
    ).rejects.toMatchObject({ code: 40004 });
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('a 429', () => {
  it('carries the seconds to wait', async () => {
    const body = {
      code: 40006,
      message: 'Too many attempts. Please try again in 30 seconds.',
      errors: {},
      data: { retry_after: 30 },
    };
    await expect(client(respond(429, body)).call(write)).rejects.toMatchObject({
      status: 429,
      code: 40006,
      retryAfter: 30,
    });
  });
});
