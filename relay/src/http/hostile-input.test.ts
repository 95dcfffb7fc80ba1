import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { errorCodes } from '@talkhire/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { registration } from '../services/authentication/password-account-testkit';
import { newAddress } from '../testing/addresses';
import { openTestChat } from '../testing/chat-members';
import { openSyncedSocket } from '../testing/chat-socket-client';
import { pastExperience, seekerCalls } from '../testing/profile-requests';
import { signInSeeker } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';

let app: App;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 20 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

const nul = 'a\u0000b';
const loneSurrogate = 'a\ud800b';
const arabic = { 'language-id': '10' };

async function refusal(request: InjectOptions) {
  const res = await app.inject(request);
  return { status: res.statusCode, body: res.json() };
}

describe('text the database cannot keep', () => {
  it('refuses NUL and lone surrogates in a signed-out login with 422 / 40001 naming the field', async () => {
    for (const bad of [nul, loneSurrogate]) {
      const { status, body } = await refusal({
        method: 'POST',
        url: '/api/authentication/login',
        headers: arabic,
        payload: { email: `maria${bad}@example.com`, password: 'secret-1' },
      });
      expect(status).toBe(422);
      expect(body).toMatchObject({
        code: errorCodes.parameterInvalid,
        errors: { email: [expect.stringMatching(/[\u0600-\u06FF]/)] },
      });
    }
  });

  it('refuses NUL in the query of the job, company and related searches', async () => {
    for (const url of [
      '/api/jobs/search',
      '/api/companies/search',
      '/api/jobs/related-searches',
      '/api/companies/search-suggestion',
    ]) {
      const { status, body } = await refusal({ url: `${url}?query=${encodeURIComponent(nul)}` });
      expect(status, url).toBe(422);
      expect(body.errors, url).toEqual({ query: ['This field contains characters that are not allowed.'] });
    }
  });

  // A query string is UTF-8 percent-encoded, where a lone surrogate cannot be written: it comes as JSON.
  it('refuses a lone surrogate that arrives as a JSON escape in a search body', async () => {
    const { status, body } = await refusal({
      method: 'POST',
      url: '/api/jobs/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"dev \\udc00"}',
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['query']);
  });

  it('refuses them in a path parameter and in an object key', async () => {
    expect((await refusal({ url: '/api/jobs/%00' })).body.errors).toEqual({
      jobId: ['This field contains characters that are not allowed.'],
    });
    const seeker = await signInSeeker(app);
    const { status, body } = await refusal({
      method: 'PATCH',
      url: '/api/jobseekers/me',
      cookies: seeker.cookies,
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":"Maria","bad\\u0000key":1}',
    });
    expect(status).toBe(422);
    expect(body.errors.body).toEqual(['This field contains characters that are not allowed.']);
  });

  it('reads a cookie holding NUL as absent: sign-up works, nothing unstorable is kept', async () => {
    const { device_uuid: _device, ...body } = registration();
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { cookie: 'uuid=%00; country=%00' },
      payload: body,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(200);
    const sessions = await app.services.db
      .selectFrom('sessions')
      .select('device_uuid')
      .where('user_id', '=', res.json().data.id)
      .execute();
    expect(sessions).toEqual([{ device_uuid: null }]);
    const signedOut = await refusal({ url: '/api/jobseekers/profile', headers: { cookie: 'sessionid=%00' } });
    expect(signedOut).toMatchObject({ status: 401, body: { code: errorCodes.credentialsNotProvided } });
  });

  it('keeps right-to-left text and bidi overrides as what Arabic users write', async () => {
    const seeker = await signInSeeker(app);
    const res = await seekerCalls(app, seeker)('PATCH', '/me', {
      first_name: '\u202bمريم\u202c',
      home_address: '\u202eشارع الملك فهد\u202c',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.first_name).toBe('\u202bمريم\u202c');
  });

  it('answers a chat message holding NUL with the frame error, writes nothing and stays open', async () => {
    const { seeker, chat } = await openTestChat(app);
    const socket = await openSyncedSocket(port, seeker.cookies.sessionid);
    const clientId = randomUUID();
    socket.send(
      JSON.stringify({
        type: 'send',
        client_id: clientId,
        chat_id: chat.id,
        body: { kind: 'text', text: nul },
      }),
    );
    expect(await socket.next('error')).toMatchObject({ code: errorCodes.parameterInvalid, ref: 'frame' });
    socket.send(
      `{"type":"send","client_id":"${randomUUID()}","chat_id":${chat.id},"body":{"kind":"text","text":"\\ud800"}}`,
    );
    socket.send({ type: 'ping' });
    await socket.next('pong');
    expect(socket.frames.filter((f) => f.type === 'error').map((f) => f.type === 'error' && f.code)).toEqual([
      errorCodes.parameterInvalid,
      errorCodes.parameterInvalid,
    ]);
    const rows = await app.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_id', '=', chat.id)
      .where('client_id', '=', clientId)
      .execute();
    expect(rows).toEqual([]);
    socket.ws.close();
  });
});

describe('dates out of range', () => {
  const outOfRange = ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'];

  it('refuses them in a work experience, naming each date, and writes nothing', async () => {
    const seeker = await signInSeeker(app);
    const call = seekerCalls(app, seeker, arabic);
    for (const day of outOfRange) {
      const res = await call('POST', '/work-experiences/create', {
        ...pastExperience,
        start_date: day,
        end_date: day,
      });
      expect(res.statusCode, day).toBe(422);
      expect(res.json().errors.start_date, day).toEqual([expect.stringMatching(/1900.*2100/)]);
      expect(res.json().errors.end_date, day).toHaveLength(1);
    }
    expect((await call('GET', '/work-experiences')).json().data).toEqual([]);
  });

  it('refuses them and impossible days in an education, working since and birthday', async () => {
    const seeker = await signInSeeker(app);
    const call = seekerCalls(app, seeker);
    const education = await call('POST', '/educations/create', {
      school_name: 'UP Diliman',
      education_level_id: 6,
      start_date: '0000-06-01',
      end_date: '2024-02-31',
    });
    expect(education.statusCode).toBe(422);
    expect(education.json().errors).toEqual({
      start_date: ['Please enter a date between 1900 and 2100.'],
      end_date: ['This value is not in a valid format.'],
    });
    for (const patch of [{ working_since: '0000-01-01' }, { birthday: '0001-01-01' }]) {
      const res = await call('PATCH', '/me', patch);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(patch));
    }
    const profile = (await call('GET', '/profile')).json().data;
    expect(JSON.stringify(profile)).not.toContain('0000-01-01');
  });
});

describe('what the router refuses', () => {
  it('answers a path that is not valid percent-encoding with 400 / 40001', async () => {
    for (const url of ['/api/jobs/%', '/api/companies/%zz', '/%E0%A4%A']) {
      const { status, body } = await refusal({ url, headers: arabic });
      expect(status, url).toBe(400);
      expect(body.code, url).toBe(errorCodes.parameterInvalid);
      expect(body.message, url).toMatch(/[\u0600-\u06FF]/);
      expect(body.errors, url).toEqual({ url: [expect.any(String)] });
    }
  });

  it('answers a path segment longer than any id or token with 404 / 40004', async () => {
    const { status, body } = await refusal({ url: `/api/companies/${'1'.repeat(500)}` });
    expect(status).toBe(404);
    expect(body.code).toBe(errorCodes.notFound);
  });

  it('answers a very long URL and a 10 MB query string with a 4xx and a catalogue code', async () => {
    const longUrl = await refusal({ url: `/api/${'a/'.repeat(50_000)}` });
    expect(longUrl.status).toBe(404);
    const hugeQuery = await refusal({ url: `/api/jobs/search?query=${'a'.repeat(10 * 1024 * 1024)}` });
    expect(hugeQuery.status).toBe(422);
    expect(hugeQuery.body.code).toBe(errorCodes.parameterInvalid);
  });

  it('answers a request line too large for the HTTP parser with 431 and a catalogue code', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/jobs/search?query=${'a'.repeat(10 * 1024 * 1024)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({
      code: errorCodes.parameterInvalid,
      message: expect.any(String),
    });
  });
});
