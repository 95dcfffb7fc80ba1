import { randomUUID } from 'node:crypto';
import type { TBossConversation } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInRecruiter } from '../../testing/chat-members';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { openChat } from '../chat/open-chat';
import { currentInviteLink } from './invite-links';
import { acceptInvite } from './invite-rewards';
import { vipStatus } from './resume-refresh';
import { grantVipMonth, oneMonthAfter, vipUntil } from './vip';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 30, PUBLIC_URL: 'https://talkhire.example' });
});
afterAll(async () => {
  await app.close();
});

type Who = { cookies: { sessionid: string } };
function call(who: Who | null, method: 'GET' | 'POST', url: string, payload?: object, languageId = '1') {
  return app.inject({
    method,
    url,
    ...(who ? { cookies: who.cookies } : {}),
    headers: { 'language-id': languageId, 'country-id': '167' },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function codeOf(who: Who): Promise<string> {
  const res = await call(who, 'GET', '/api/invites');
  expect(res.statusCode).toBe(200);
  return res.json().data.link.code;
}

async function entitlementsOf(userId: number) {
  return app.services.db
    .selectFrom('entitlements')
    .select(['kind', 'reason', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('invite a friend', () => {
  it('gives the seeker one link for a month and a new one after it expired', async () => {
    const seeker = await signInSeeker(app);
    const first = await call(seeker, 'GET', '/api/invites');
    const link = first.json().data.link;
    expect(link.path).toBe(`/invite/${link.code}`);
    expect(await codeOf(seeker)).toBe(link.code);
    const expires = new Date(link.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(27 * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(31 * 24 * 3600_000 + 5_000);

    const later = new Date(expires + 1000);
    const renewed = await currentInviteLink(app.services.db, seeker.userId, later);
    expect(renewed.code).not.toBe(link.code);
    expect(renewed.expires_at.getTime()).toBe(oneMonthAfter(later).getTime());
  });

  it('rewards a new invitee and the inviter with one month of VIP each, once', async () => {
    const inviter = await signInSeeker(app, { first_name: 'Amira' });
    const code = await codeOf(inviter);
    const invitee = await signInSeeker(app);

    const page = await call(null, 'GET', `/api/invites/${code}`);
    expect(page.json().data).toMatchObject({ inviter_first_name: 'Amira', expired: false });

    const accepted = await call(invitee, 'POST', `/api/invites/${code}/accept`);
    expect(accepted.statusCode).toBe(200);
    const { outcome, vip_until } = accepted.json().data;
    expect(outcome).toBe('rewarded');
    const month = new Date(vip_until).getTime() - Date.now();
    expect(month).toBeGreaterThan(27 * 24 * 3600_000);

    for (const userId of [inviter.userId, invitee.userId]) {
      const rows = await entitlementsOf(userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'vip', reason: 'invite' });
    }
    const inviterView = (await call(inviter, 'GET', '/api/invites')).json().data;
    expect(inviterView.vip_until).not.toBeNull();
    expect(inviterView.invited).toEqual([expect.objectContaining({ who: 'Maria', status: 'joined' })]);

    const again = await call(invitee, 'POST', `/api/invites/${code}/accept`);
    expect(again.json().data.outcome).toBe('already_rewarded');
    expect(await entitlementsOf(inviter.userId)).toHaveLength(1);
  });

  it('extends a VIP that is still running instead of starting over', async () => {
    const inviter = await signInSeeker(app);
    const code = await codeOf(inviter);
    const firstEnd = await app.services.db
      .transaction()
      .execute((trx) => grantVipMonth(trx, inviter.userId, 'invite'));
    const invitee = await signInSeeker(app);
    await call(invitee, 'POST', `/api/invites/${code}/accept`);
    const until = await vipUntil(app.services.db, inviter.userId);
    expect(until?.getTime()).toBe(oneMonthAfter(firstEnd).getTime());
    const rows = await entitlementsOf(inviter.userId);
    expect(rows[1]?.starts_at.getTime()).toBe(firstEnd.getTime());
  });

  it('gives nothing for an own code, an expired code or an account older than the code', async () => {
    const inviter = await signInSeeker(app);
    const code = await codeOf(inviter);
    expect((await call(inviter, 'POST', `/api/invites/${code}/accept`)).json().data.outcome).toBe('own_code');

    const longAgo = new Date(Date.now() - 3 * 24 * 3600_000);
    const old = await signInSeeker(app, { created_at: longAgo });
    expect((await call(old, 'POST', `/api/invites/${code}/accept`)).json().data.outcome).toBe(
      'not_new_account',
    );

    const newcomer = await signInSeeker(app);
    const afterExpiry = new Date(Date.now() + 40 * 24 * 3600_000);
    const expired = await acceptInvite(app.services.db, code, newcomer.userId, afterExpiry);
    expect(expired).toEqual({ outcome: 'expired', vip_until: null });
    expect(await entitlementsOf(newcomer.userId)).toEqual([]);
    expect(await entitlementsOf(inviter.userId)).toEqual([]);

    expect((await call(newcomer, 'GET', '/api/invites/unknown-code-1')).statusCode).toBe(404);
  });

  it('mails up to 10 addresses in the inviter’s language and refuses more', async () => {
    const inviter = await signInSeeker(app, { first_name: 'Layla' });
    const code = await codeOf(inviter);
    const emails = Array.from({ length: 10 }, () => `friend-${randomUUID()}@example.com`);
    const sent = await call(inviter, 'POST', '/api/invites/emails', { emails }, '10');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ sent: 10 });
    const mail = await app.services.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', emails[3]!)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Layla يدعوك إلى Talkhire');
    expect(mail.body_text).toContain(`https://talkhire.example/ar/invite/${code}`);

    const listed = (await call(inviter, 'GET', '/api/invites')).json().data.invited;
    expect(listed).toHaveLength(10);
    expect(listed.every((p: { status: string }) => p.status === 'invited')).toBe(true);

    const eleven = [...emails, `one-more-${randomUUID()}@example.com`];
    const refused = await call(inviter, 'POST', '/api/invites/emails', { emails: eleven });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(40001);
    const bad = await call(inviter, 'POST', '/api/invites/emails', { emails: ['not-an-address'] });
    expect(bad.statusCode).toBe(422);
  });

  it('lets only a VIP refresh the resume', async () => {
    const seeker = await signInSeeker(app);
    expect((await call(seeker, 'POST', '/api/jobseekers/resume-refresh')).statusCode).toBe(403);
    await app.services.db.transaction().execute((trx) => grantVipMonth(trx, seeker.userId, 'invite'));
    const refreshed = await call(seeker, 'POST', '/api/jobseekers/resume-refresh');
    expect(refreshed.statusCode).toBe(200);
    const { resume_refreshed_at, refreshed_until } = refreshed.json().data;
    expect(Date.parse(refreshed_until) - Date.parse(resume_refreshed_at)).toBe(7 * 86_400_000);
    expect((await call(seeker, 'GET', '/api/jobseekers/vip')).json().data).toMatchObject({
      resume_refreshed_at,
      refreshed_until,
    });
    // Eight days on, the refresh no longer holds (the VIP month still does).
    const later = await vipStatus(app.services.db, seeker.userId, new Date(Date.now() + 8 * 86_400_000));
    expect(later).toMatchObject({ resume_refreshed_at, refreshed_until: null });
    expect(later.vip_until).not.toBeNull();
  });

  it("puts a refreshed resume first in the Boss's list for seven days", async () => {
    const boss = await signInRecruiter(app);
    const refreshing = await signInSeeker(app, { first_name: 'Refreshing' });
    const stale = await signInSeeker(app, { first_name: 'Stale' });
    const recent = await signInSeeker(app, { first_name: 'Recent' });
    for (const seeker of [refreshing, stale, recent])
      await openChat(app.services.db, {
        jobseekerId: seeker.userId,
        recruiterId: boss.recruiterId,
        jobId: null,
      });
    const names = async () =>
      (
        (await call(boss, 'GET', '/api/recruiters/conversations')).json().data
          .conversations as TBossConversation[]
      ).map((row) => row.candidate.first_name);
    expect(await names()).toEqual(['Recent', 'Stale', 'Refreshing']);

    await app.services.db.transaction().execute((trx) => grantVipMonth(trx, refreshing.userId, 'invite'));
    expect((await call(refreshing, 'POST', '/api/jobseekers/resume-refresh')).statusCode).toBe(200);
    expect(await names()).toEqual(['Refreshing', 'Recent', 'Stale']);

    // A refresh older than seven days counts for nothing.
    await app.services.db
      .updateTable('users')
      .set({ resume_refreshed_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', refreshing.userId)
      .execute();
    expect(await names()).toEqual(['Recent', 'Stale', 'Refreshing']);
  });
});
