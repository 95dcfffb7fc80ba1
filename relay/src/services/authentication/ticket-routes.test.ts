import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { hashToken } from '../../http/session-tokens';
import { createTestApp } from '../../testing/test-app';
import { newAddress, registeredSeeker, sessionOf } from './password-account-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

async function issueTicket(cookies: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/authentication/tickets', cookies });
}

const redeem = (ticket: string) =>
  app.inject({
    method: 'POST',
    url: '/api/authentication/tickets/redeem',
    payload: { ticket },
    remoteAddress: newAddress(),
  });

describe('cross-site hand-off tickets', () => {
  it('gives a signed-in seeker a one-minute ticket, stored only as a hash', async () => {
    const seeker = await registeredSeeker(app);
    const res = await issueTicket(seeker.cookies);
    expect(res.statusCode).toBe(200);
    const { ticket, expires_in_seconds } = res.json().data;
    expect(expires_in_seconds).toBe(60);
    expect(ticket).not.toBe(seeker.cookies.sessionid);
    const stored = await app.services.db
      .selectFrom('hand_off_tickets')
      .selectAll()
      .where('user_id', '=', seeker.id)
      .executeTakeFirstOrThrow();
    expect(stored.id).toBe(hashToken(ticket));
    expect(stored.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('opens a session for the same seeker in another browser, once', async () => {
    const seeker = await registeredSeeker(app);
    const { ticket } = (await issueTicket(seeker.cookies)).json().data;
    const res = await redeem(ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: seeker.id });
    const cookies = sessionOf(res);
    expect(cookies.sessionid).not.toBe(seeker.cookies.sessionid);
    const me = await app.inject({ method: 'GET', url: '/api/jobseekers/me', cookies });
    expect(me.json().data.id).toBe(seeker.id);

    const replay = await redeem(ticket);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(40002);
  });

  it('lets only one of two simultaneous redeemers in', async () => {
    const seeker = await registeredSeeker(app);
    const { ticket } = (await issueTicket(seeker.cookies)).json().data;
    const answers = await Promise.all([redeem(ticket), redeem(ticket)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired ticket and one it never issued with 401 / 40002', async () => {
    const seeker = await registeredSeeker(app);
    const { ticket } = (await issueTicket(seeker.cookies)).json().data;
    await app.services.db
      .updateTable('hand_off_tickets')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', hashToken(ticket))
      .execute();
    expect((await redeem(ticket)).json().code).toBe(40002);
    expect((await redeem('made-up-ticket')).json().code).toBe(40002);
    expect((await redeem(seeker.cookies.sessionid as string)).json().code).toBe(40002);
  });

  it('gives no ticket to a visitor who is not signed in', async () => {
    const res = await issueTicket({});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });

  it('refuses an empty or oversized ticket with 40001', async () => {
    expect((await redeem('')).json().code).toBe(40001);
    expect((await redeem('x'.repeat(201))).json().code).toBe(40001);
  });
});
