import { endpoints } from '@talkhire/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';

describe('api client uploads', () => {
  it('sends FormData as it is, letting the browser set the multipart content type', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 0, message: 'Success', data: { id: 3 } }), { status: 200 }),
    );
    const api = createApiClient({
      baseUrl: 'http://relay.test',
      locale: () => ({ countryId: 167, languageId: 1 }),
      fetch,
    });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'cv.pdf');
    expect(await api.call(endpoints.profile.uploadResume, { form })).toEqual({ id: 3 });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers['Country-Id']).toBe('167');
  });
});
