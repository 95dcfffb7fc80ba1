import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chatLimits, errorCodes } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInRecruiter } from '../../testing/chat-members';
import { openSyncedSocket, openTestSocket } from '../../testing/chat-socket-client';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

type Caller = { cookies: { sessionid: string } } | null;
function call(who: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { 'language-id': '1', 'country-id': '167' },
    ...(who ? { cookies: who.cookies } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function jobsOf(recruiterId: number) {
  return app.services.db
    .selectFrom('jobs')
    .select('id')
    .where('recruiter_id', '=', recruiterId)
    .orderBy('id')
    .execute();
}

/** A recruiter with a sign-in account and at least two jobs. */
async function bossWithTwoJobs() {
  for (;;) {
    const recruiter = await signInRecruiter(app);
    const jobs = await jobsOf(recruiter.recruiterId);
    if (jobs.length >= 2) return { recruiter, jobs: jobs.map((j) => j.id) };
  }
}

const completeSeeker = () => signInSeeker(app, { is_profile_completed: true });

describe('starting a chat from a job', () => {
  it('refuses a logged-out visitor (401) and a seeker chatting with themselves (41140)', async () => {
    const { recruiter, jobs } = await bossWithTwoJobs();
    expect(
      (
        await call(
          null,
          'GET',
          `/api/job-applications/chats/check-exists/${recruiter.recruiterId}/jobseekers`,
        )
      ).statusCode,
    ).toBe(401);
    const res = await call(null, 'POST', `/api/job-applications/chats/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[0],
    });
    expect(res.statusCode).toBe(401);
    // The recruiter's own account, signed in on the seeker site.
    const self: SignedInSeeker = await signInSeeker(app, { is_profile_completed: true });
    await app.services.db
      .updateTable('recruiters')
      .set({ user_id: self.userId })
      .where('id', '=', recruiter.recruiterId)
      .execute();
    const own = await call(self, 'POST', `/api/job-applications/chats/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[0],
    });
    expect(own.json()).toMatchObject({ code: errorCodes.cannotChatWithYourself });
    expect(own.statusCode).toBe(422);
    await app.services.db
      .updateTable('recruiters')
      .set({ user_id: recruiter.userId })
      .where('id', '=', recruiter.recruiterId)
      .execute();
  });

  it('names an incomplete profile, a blocked company and an ineligible identity, and refuses them', async () => {
    const { recruiter, jobs } = await bossWithTwoJobs();
    const base = `/api/job-applications/chats`;
    const incomplete = await signInSeeker(app, { is_profile_completed: false });
    const check = await call(
      incomplete,
      'GET',
      `${base}/check-exists/${recruiter.recruiterId}/jobseekers?job_id=${jobs[0]}`,
    );
    expect(check.json().data).toMatchObject({
      exists: false,
      refusal: 'profile_incomplete',
      switch_job: false,
    });
    const refused = await call(incomplete, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[0],
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, errorCodes.noPermission]);

    const blocker = await completeSeeker();
    const { company_id } = await app.services.db
      .selectFrom('recruiters')
      .select('company_id')
      .where('id', '=', recruiter.recruiterId)
      .executeTakeFirstOrThrow();
    await app.services.db
      .insertInto('company_blocks')
      .values({ user_id: blocker.userId, company_id })
      .execute();
    expect(
      (await call(blocker, 'GET', `${base}/check-exists/${recruiter.recruiterId}/jobseekers`)).json().data
        .refusal,
    ).toBe('company_blocked');
    expect((await call(blocker, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, {})).statusCode).toBe(
      403,
    );

    await app.services.db
      .updateTable('jobs')
      .set({ eligibility_identity_ids: [1, 2] })
      .where('id', '=', jobs[1]!)
      .execute();
    const foreigner = await signInSeeker(app, { is_profile_completed: true });
    await app.services.db
      .updateTable('users')
      .set({ user_identity_id: 3, identity_verified_at: new Date() })
      .where('id', '=', foreigner.userId)
      .execute();
    const mismatch = await call(foreigner, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[1],
    });
    expect(mismatch.json().code).toBe(errorCodes.identityMismatch);
    expect(mismatch.statusCode).toBeLessThan(500);
    // Declaring citizenship is not verifying it (issue 15): only a verified identity passes.
    const declared = await signInSeeker(app, { is_profile_completed: true, declared_identity_id: 1 });
    const unverified = await call(declared, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[1],
    });
    expect(unverified.json().code).toBe(errorCodes.identityMismatch);
    const citizen = await signInSeeker(app, { is_profile_completed: true });
    await app.services.db
      .updateTable('users')
      .set({ user_identity_id: 1, identity_verified_at: new Date() })
      .where('id', '=', citizen.userId)
      .execute();
    expect(
      (await call(citizen, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, { job_id: jobs[1] }))
        .statusCode,
    ).toBe(200);
  });

  it("starts with the Boss's greeting, then asks before switching the chat to another job", async () => {
    const { recruiter, jobs } = await bossWithTwoJobs();
    await app.services.db
      .updateTable('recruiters')
      .set({ greeting: 'Hi, thanks for your interest!' })
      .where('id', '=', recruiter.recruiterId)
      .execute();
    const seeker = await completeSeeker();
    const base = `/api/job-applications/chats`;
    const started = await call(seeker, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[0],
    });
    expect(started.json().data).toMatchObject({ created: true, switched: false, chat: { job_id: jobs[0] } });
    const chatId = started.json().data.chat.id as number;

    const socket = await openTestSocket(port, { sessionid: seeker.cookies.sessionid });
    await socket.next('welcome');
    socket.send({ type: 'hello', cursors: [] });
    await socket.next('synced');
    const first = socket.frames.flatMap((f) =>
      f.type === 'event' && f.event.type === 'message' ? [f.event.message] : [],
    );
    expect(first).toEqual([
      expect.objectContaining({
        chat_seq: 1,
        sender_user_id: recruiter.userId,
        body: { kind: 'text', text: 'Hi, thanks for your interest!' },
      }),
    ]);

    const same = await call(
      seeker,
      'GET',
      `${base}/check-exists/${recruiter.recruiterId}/jobseekers?job_id=${jobs[0]}`,
    );
    expect(same.json().data).toEqual({
      exists: true,
      chat_id: chatId,
      current_job_id: jobs[0],
      switch_job: false,
      refusal: null,
    });
    const other = await call(
      seeker,
      'GET',
      `${base}/check-exists/${recruiter.recruiterId}/jobseekers?job_id=${jobs[1]}`,
    );
    expect(other.json().data).toMatchObject({ exists: true, switch_job: true });
    const unconfirmed = await call(seeker, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[1],
    });
    expect(unconfirmed.statusCode).toBe(422);
    const confirmed = await call(seeker, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, {
      job_id: jobs[1],
      switch_job: true,
    });
    expect(confirmed.json().data).toMatchObject({
      created: false,
      switched: true,
      chat: { id: chatId, job_id: jobs[1] },
    });
    await socket.next('event', (f) => f.event.type === 'chat' && f.event.chat.job_id === jobs[1]);
    // Opening it again sends no second greeting.
    await call(seeker, 'POST', `${base}/${recruiter.recruiterId}/jobseekers`, { job_id: jobs[1] });
    const count = await app.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_id', '=', chatId)
      .execute();
    expect(count).toHaveLength(1);

    const cards = await call(seeker, 'GET', `${base}`);
    expect(cards.json().data.chats).toEqual([
      expect.objectContaining({ chat_id: chatId, job_id: jobs[1], company_blocked: false }),
    ]);
    // Spec §6: once the seeker blocks the company, the card says so and the list leaves it out.
    const company = await app.services.db
      .selectFrom('recruiters')
      .select('company_id')
      .where('id', '=', recruiter.recruiterId)
      .executeTakeFirstOrThrow();
    await app.services.db
      .insertInto('company_blocks')
      .values({ user_id: seeker.userId, company_id: company.company_id })
      .execute();
    const blocked = await call(seeker, 'GET', `${base}`);
    expect(blocked.json().data.chats).toEqual([
      expect.objectContaining({ chat_id: chatId, company_blocked: true }),
    ]);
    socket.ws.close();
  });

  it('gives a recruiter without an account a chat identity no one can sign in with', async () => {
    const { db } = app.services;
    const recruiter = await db
      .selectFrom('recruiters')
      .innerJoin('jobs', 'jobs.recruiter_id', 'recruiters.id')
      .select(['recruiters.id', 'jobs.id as job_id'])
      .where('recruiters.user_id', 'is', null)
      .where('jobs.eligibility_identity_ids', 'is', null)
      .orderBy('recruiters.id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const seeker = await completeSeeker();
    const started = await call(seeker, 'POST', `/api/job-applications/chats/${recruiter.id}/jobseekers`, {
      job_id: recruiter.job_id,
    });
    expect(started.statusCode).toBe(200);
    const { recruiter_user_id: userId } = started.json().data.chat;
    const account = await db
      .selectFrom('users')
      .select(['email', 'password_hash', 'role'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      email: `recruiter-${recruiter.id}@recruiters.talkhire.invalid`,
      password_hash: null,
      role: 'recruiter',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/authentication/recruiters/login',
      payload: { email: account.email, password: 'anything-at-all', client_id: '1' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
    // The same recruiter again: the same account.
    const again = await call(
      await completeSeeker(),
      'POST',
      `/api/job-applications/chats/${recruiter.id}/jobseekers`,
      {},
    );
    expect(again.json().data.chat.recruiter_user_id).toBe(userId);
  });

  it('answers bad input with 4xx', async () => {
    const seeker = await completeSeeker();
    for (const [method, url, body] of [
      ['GET', '/api/job-applications/chats/check-exists/abc/jobseekers', undefined],
      ['GET', '/api/job-applications/chats/check-exists/1/jobseekers?job_id=-1', undefined],
      ['POST', '/api/job-applications/chats/999999/jobseekers', {}],
      ['POST', '/api/job-applications/chats/1/jobseekers', { job_id: 'x' }],
      ['POST', '/api/job-applications/chats/1/jobseekers', { extra: 1 }],
    ] as const) {
      const res = await call(seeker, method, url, body);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('common phrases', () => {
  const path = '/api/jobseekers/common-phrases';
  it('keeps at most 20, refuses contact information, and belongs to its seeker only', async () => {
    expect((await call(null, 'GET', path)).statusCode).toBe(401);
    const seeker = await completeSeeker();
    for (let i = 1; i <= 20; i++) {
      expect((await call(seeker, 'POST', `${path}/create`, { text: `Phrase number ${i}` })).statusCode).toBe(
        200,
      );
    }
    const over = await call(seeker, 'POST', `${path}/create`, { text: 'One too many' });
    expect(over.json().code).toBe(errorCodes.tooManyCommonPhrases);
    const list = (await call(seeker, 'GET', path)).json().data.phrases as { id: number; text: string }[];
    expect(list.map((p) => p.text)).toEqual(Array.from({ length: 20 }, (_, i) => `Phrase number ${i + 1}`));

    const first = list[0]!;
    const withPhone = await call(seeker, 'PUT', `${path}/${first.id}/update`, {
      text: 'Call me at +65 9123 4567',
    });
    expect(withPhone.json().code).toBe(errorCodes.noContactInMessages);
    expect((await call(seeker, 'DELETE', `${path}/${first.id}/delete`)).statusCode).toBe(200);
    const withLink = await call(seeker, 'POST', `${path}/create`, { text: 'See https://example.com' });
    expect(withLink.json().code).toBe(errorCodes.noContactInMessages);
    const renamed = await call(seeker, 'PUT', `${path}/${list[1]!.id}/update`, {
      text: 'I am available for an interview',
    });
    expect(renamed.json().data.text).toBe('I am available for an interview');

    const other = await completeSeeker();
    expect((await call(other, 'DELETE', `${path}/${list[1]!.id}/delete`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `${path}/create`, { text: '' })).statusCode).toBe(422);
    expect((await call(other, 'POST', `${path}/create`, { text: 'x'.repeat(201) })).statusCode).toBe(422);
  });
});

const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

function form(fields: { name: string; filename?: string; bytes: Buffer }[]) {
  const boundary = '----talkhire-chat-boundary';
  const parts = fields.map(({ name, filename, bytes }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'language-id': '1' },
  };
}

function upload(who: Caller, filename: string, bytes: Buffer) {
  const body = form([
    { name: 'files', filename, bytes },
    { name: 'filename', bytes: Buffer.from(filename) },
    { name: 'did', bytes: Buffer.from('device-1') },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/file/upload',
    ...body,
    ...(who ? { cookies: who.cookies } : {}),
  });
}

async function chatBetween() {
  const seeker = await completeSeeker();
  const recruiter = await signInRecruiter(app);
  const started = await call(
    seeker,
    'POST',
    `/api/job-applications/chats/${recruiter.recruiterId}/jobseekers`,
    {},
  );
  return { seeker, recruiter, chatId: started.json().data.chat.id as number };
}

describe('chat attachments', () => {
  it('stores an image by its content and serves it to the chat members only', async () => {
    expect((await upload(null, 'photo.png', pngBytes)).statusCode).toBe(401);
    const { seeker, recruiter, chatId } = await chatBetween();
    const res = await upload(seeker, 'photo.png', pngBytes);
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({
      name: 'photo.png',
      mime: 'image/png',
      kind: 'image',
      size: pngBytes.length,
    });

    const socket = await openSyncedSocket(port, seeker.cookies.sessionid);
    const clientId = randomUUID();
    const { kind: _kind, ...attachment } = file;
    socket.send({
      type: 'send',
      client_id: clientId,
      chat_id: chatId,
      body: { kind: 'image', ...attachment },
    });
    await socket.answer(clientId);

    const asBoss = await app.inject({
      method: 'GET',
      url: `/api/file/${file.file_id}`,
      cookies: recruiter.cookies,
    });
    expect(asBoss.statusCode).toBe(200);
    expect(asBoss.headers['content-type']).toBe('image/png');
    expect(asBoss.rawPayload.equals(pngBytes)).toBe(true);
    const stranger = await completeSeeker();
    expect(
      (await app.inject({ method: 'GET', url: `/api/file/${file.file_id}`, cookies: stranger.cookies }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/file/not-a-uuid', cookies: stranger.cookies }))
        .statusCode,
    ).toBe(422);

    // A stranger naming that file in a chat of their own is refused: it would open the file to them.
    const other = await chatBetween();
    const thief = await openSyncedSocket(port, other.seeker.cookies.sessionid);
    const stolen = randomUUID();
    thief.send({
      type: 'send',
      client_id: stolen,
      chat_id: other.chatId,
      body: { kind: 'image', ...attachment },
    });
    expect(await thief.next('error', (e) => e.ref === stolen)).toMatchObject({
      code: errorCodes.parameterInvalid,
    });
    for (const s of [socket, thief]) s.ws.close();
  });

  it('checks type by content and size (41007), never answering 500', async () => {
    const seeker = await completeSeeker();
    expect((await upload(seeker, 'cv.pdf', pdfBytes)).json().data).toMatchObject({
      kind: 'file',
      mime: 'application/pdf',
    });
    const renamed = await upload(seeker, 'photo.png', pdfBytes);
    expect([renamed.statusCode, renamed.json().code]).toEqual([415, errorCodes.fileTypeNotSupported]);
    expect((await upload(seeker, 'tool.exe', Buffer.from('MZ\x90\x00'))).statusCode).toBe(415);
    const big = Buffer.concat([pdfBytes, Buffer.alloc(chatLimits.fileBytesMax + 10, 0x20)]);
    const tooBig = await upload(seeker, 'big.pdf', big);
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, errorCodes.fileOver20Mb]);
    const notMultipart = await call(seeker, 'POST', '/api/file/upload', { files: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const noFile = form([{ name: 'filename', bytes: Buffer.from('a.pdf') }]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      ...noFile,
      cookies: seeker.cookies,
    });
    expect(missing.statusCode).toBe(422);
    const cut = form([{ name: 'files', filename: 'a.pdf', bytes: pdfBytes }]);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: cut.headers,
      payload: cut.payload.subarray(0, 60),
      cookies: seeker.cookies,
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });
});
