import type { AddressInfo } from 'node:net';
import { chatCloseCodes } from '@talkhire/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type AiStandIn, startAiStandIn } from '../../services/ai-stand-in';
import { newAddress } from '../../testing/addresses';
import { openTestChat } from '../../testing/chat-members';
import { openTestSocket, type TestSocket } from '../../testing/chat-socket-client';
import { manilaPreference, pastExperience, universityEducation } from '../../testing/profile-requests';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp, opsAuthorization } from '../../testing/test-app';
import { type FuzzRequest, type FuzzRoute, requestsFor, surfaceOf } from './route-requests';
import { framesFor, type WireFrame } from './socket-frames';

/**
 * Property-based fuzzing of the whole relay: every mounted route gets requests generated from
 * its own contracts, mixed with hostile values, signed out and signed in; the chat socket gets
 * generated frames. No answer may be a 5xx, every JSON answer carries a numeric `code`, and the
 * socket closes only with a documented code. FUZZ_SEED replays a run, FUZZ_RUNS scales it.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const totalRequests = Number(process.env.FUZZ_RUNS ?? 10_000);
const socketRuns = Math.max(20, Math.round(totalRequests / 40));
/** Even a route that reads nothing gets hostile bodies, paths and queries. */
const minRunsPerRoute = 20;

/** The live mailbox stream never ends: nothing to send it (as in bad-input.test.ts). */
const streaming = new Set(['/dev/mailbox/events']);
/**
 * Routes whose successful answers are documents, not the API envelope: the health probe, the
 * translation files, and the OpenID Connect stand-in, which speaks its protocol's own JSON.
 */
const documents = [/^\/healthz$/, /^\/translation\//, /^\/sandbox-oidc\//, /^\/api\/openapi\.json$/];
/** Close codes the relay documents (contracts' chatCloseCodes) and a normal close. */
const documentedCloses = new Set<number>([1000, ...Object.values(chatCloseCodes)]);

const counts = { requests: 0, routes: 0, ok: 0, refused: 0, failed: 0, frames: 0, closes: 0 };
let app: App;
let aiStandIn: AiStandIn;
let port: number;
let seekerCookies: { sessionid: string };
const started = Date.now();

beforeAll(async () => {
  // As a development start does: the AI features answer from the local stand-in, so fuzzing
  // reaches past their checks into the model's answers (without it they all refuse with 41280).
  aiStandIn = await startAiStandIn({ host: '127.0.0.1', port: 0 });
  app = await createTestApp({ SEED_JOBS: 30, AI_BASE_URL: aiStandIn.url, AI_API_KEY: aiStandIn.apiKey });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  seekerCookies = (await signInSeeker(app)).cookies;
  console.info(`fuzz: seed ${seed} (FUZZ_SEED to replay), ${totalRequests} requests (FUZZ_RUNS to scale)`);
});
afterAll(async () => {
  console.info(
    `fuzz: ${counts.requests} requests over ${counts.routes} routes, ${counts.ok} 2xx, ${counts.refused} 4xx, ` +
      `${counts.failed} 5xx; socket: ${counts.frames} frames, ${counts.closes} closes ` +
      `(${Math.round((Date.now() - started) / 1000)} s)`,
  );
  await app.close();
  await aiStandIn.close();
});

describe('fuzzing every route with requests built from its contracts', () => {
  it('answers each one with a 2xx or 4xx that carries a numeric code', { timeout: 600_000 }, async () => {
    const routes: FuzzRoute[] = app.services.routes.filter((route) => !streaming.has(route.url));
    const surfaces = routes.map(surfaceOf);
    const totalSurface = surfaces.reduce((sum, surface) => sum + surface, 0);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const runs = Math.max(
        minRunsPerRoute,
        Math.ceil((totalRequests * (surfaces[index] ?? 1)) / totalSurface),
      );
      const examples = exampleBodies[`${route.method} ${route.url}`];
      // An address per route: its rate limits are fuzzed too, without reaching other routes or files.
      const address = newAddress();
      const property = fc.asyncProperty(requestsFor(route, examples), async (generated) => {
        const problem = await send(route, generated, address);
        if (problem) throw new Error(`${route.method} ${route.url}: ${problem}`);
      });
      const details = await fc.check(property, { numRuns: runs, seed: seed + index, endOnFailure: true });
      counts.routes += 1;
      if (details.failed) failures.push(fc.defaultReportMessage(details) ?? `${route.method} ${route.url}`);
    }
    expect(failures).toEqual([]);
    expect(counts.requests).toBeGreaterThanOrEqual(totalRequests);
  });
});

describe('fuzzing the chat socket with frames built from its contract', () => {
  it('answers no frame with a server error and closes only with documented codes', {
    timeout: 300_000,
  }, async () => {
    const { seeker, chat } = await openTestChat(app);
    let socket = await openTestSocket(port, { sessionid: seeker.cookies.sessionid });
    const property = fc.asyncProperty(
      fc.array(framesFor(chat.id), { minLength: 1, maxLength: 8 }),
      async (frames) => {
        const closed = await sendFrames(socket, frames);
        if (closed === null) return;
        counts.closes += 1;
        if (!documentedCloses.has(closed)) throw new Error(`socket closed with undocumented code ${closed}`);
        socket = await openTestSocket(port, { sessionid: seeker.cookies.sessionid });
      },
    );
    await fc.assert(property, { numRuns: socketRuns, seed, endOnFailure: true });
    socket.ws.close(1000);
    const serverErrors = socket.frames.filter((frame) => frame.type === 'error' && frame.code >= 50_000);
    expect(serverErrors).toEqual([]);
  });
});

/**
 * Known-good bodies for the profile forms, whose rules want ids from the configuration lists
 * that a generator working from the contract alone almost never guesses. Fuzzing mutates these
 * as well as generated bodies, so dates and texts that pass the contract reach the database.
 */
const exampleBodies: Record<string, unknown[]> = {
  'PATCH /api/jobseekers/me': [
    { working_since: '2015-06-01' },
    { birthday: '1995-04-12' },
    { first_name: 'Maria', last_name: 'Santos', home_address: 'Makati City', working_since: '2016-01-01' },
  ],
  'POST /api/jobseekers/work-experiences/create': [
    pastExperience,
    { ...pastExperience, end_date: null, is_currently_working: true },
  ],
  'PATCH /api/jobseekers/work-experiences/:id/update': [pastExperience],
  'POST /api/jobseekers/educations/create': [universityEducation],
  'PATCH /api/jobseekers/educations/:id/update': [universityEducation],
  'POST /api/jobseekers/job-preferences/create': [manilaPreference],
  'PATCH /api/jobseekers/job-preferences/:id/update': [manilaPreference],
};

/** Sends one generated request as its persona; what is wrong with the answer, or null. */
async function send(
  route: FuzzRoute,
  { persona, request }: FuzzRequest,
  remoteAddress: string,
): Promise<string | null> {
  const signedIn = persona === 'seeker';
  const res = await app.inject({
    ...request,
    remoteAddress,
    headers: { ...request.headers, ...(signedIn && route.url.startsWith('/ops') ? opsAuthorization : {}) },
    ...(signedIn ? { cookies: seekerCookies } : {}),
  });
  counts.requests += 1;
  // Signing out, or in again, ends the fuzzing seeker's session: the next request gets a new one.
  if (signedIn && String(res.headers['set-cookie'] ?? '').includes('sessionid='))
    seekerCookies = (await signInSeeker(app)).cookies;
  if (res.statusCode >= 500) {
    counts.failed += 1;
    return `answered ${res.statusCode} ${res.body.slice(0, 200)}`;
  }
  if (res.statusCode < 300) counts.ok += 1;
  else if (res.statusCode >= 400) counts.refused += 1;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) return null;
  if (res.statusCode < 300 && documents.some((pattern) => pattern.test(route.url))) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with JSON that does not parse`;
  }
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof code !== 'number')
    return `answered ${res.statusCode} without a numeric code: ${res.body.slice(0, 200)}`;
  return null;
}

/**
 * Sends frames, then a ping, and waits for its pong or for the socket to close; the close code,
 * or null when the socket is still open. Frames the server answers with `error` must not carry
 * a 5xxxx code (the relay failing, not the frame).
 */
async function sendFrames(socket: TestSocket, frames: WireFrame[]): Promise<number | null> {
  const before = socket.frames.length;
  for (const frame of frames) {
    if (socket.ws.readyState !== socket.ws.OPEN) break;
    socket.ws.send(frame, { binary: typeof frame !== 'string' });
    counts.frames += 1;
  }
  const closed = socket.closed.then(({ code }) => code);
  let outcome: number | null;
  if (socket.ws.readyState === socket.ws.OPEN) {
    socket.send({ type: 'ping' });
    const pong = socket.next('pong', (frame) => socket.frames.indexOf(frame) >= before, 15_000);
    outcome = await Promise.race([pong.then(() => null), closed]);
  } else {
    outcome = await closed;
  }
  const failures = socket.frames
    .slice(before)
    .filter((frame) => frame.type === 'error' && frame.code >= 50_000);
  if (failures.length) throw new Error(`server error frames: ${JSON.stringify(failures)}`);
  // A pong can come just before a close that the frames caused.
  if (outcome === null && socket.ws.readyState !== socket.ws.OPEN) return closed;
  return outcome;
}
