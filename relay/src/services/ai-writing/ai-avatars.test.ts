import { aiWritingLimits, errorCodes } from '@talkhire/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ApiError } from '../../http/api-error';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { type AiProvider, aiDayOf } from '../ai';
import { replaceAvatar } from '../avatars';
import { purgePastAvatarCandidates } from './ai-avatars';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(() => app.close());

const photo = () =>
  sharp({ create: { width: 80, height: 80, channels: 3, background: '#e08020' } })
    .png()
    .toBuffer();

/** A model whose image edit inverts the photo's colours (or fails as told), recording the prompts. */
function imageModel(answer: 'invert' | 'garbage' | Error = 'invert') {
  const prompts: string[] = [];
  const provider: AiProvider = {
    model: 'images',
    complete: async () => '',
    async *stream() {},
    async editImage({ image, prompt }) {
      prompts.push(prompt);
      if (answer instanceof Error) throw answer;
      if (answer === 'garbage') return Buffer.from('not a picture');
      return sharp(image).negate({ alpha: false }).png().toBuffer();
    },
  };
  return { provider, prompts };
}

async function seekerWithPhoto(): Promise<SignedInSeeker> {
  const seeker = await signInSeeker(app);
  await replaceAvatar({ ...app.services, log: app.log }, seeker.userId, await photo());
  return seeker;
}

const call = (seeker: SignedInSeeker, method: 'GET' | 'POST', url: string) =>
  app.inject({
    method,
    url: `/api/jobseekers${url}`,
    cookies: seeker.cookies,
    headers: { 'language-id': '1' },
  });

describe('AI avatars', () => {
  it("generates a 512×512 PNG from the seeker's photo, served to them only, and lists it", async () => {
    const seeker = await seekerWithPhoto();
    const model = imageModel();
    app.services.ai = model.provider;
    const made = await call(seeker, 'POST', '/ai-avatars/generate');
    expect(made.statusCode).toBe(200);
    const candidate = made.json().data;
    expect(candidate.url).toBe(`/api/jobseekers/ai-avatars/${candidate.id}.png`);
    expect(model.prompts[0]).toContain('same person');
    const file = await app.inject({ method: 'GET', url: candidate.url, cookies: seeker.cookies });
    expect(file.headers['content-type']).toBe('image/png');
    const pixels = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(pixels.info).toMatchObject({ width: 512, height: 512 });
    // The inverted orange: the model's picture, not the photo (stored as WebP, so a step or two off).
    const inverted = [0x1f, 0x7f, 0xdf];
    const channels = [...pixels.data.subarray(0, 3)];
    for (const [channel, got] of channels.entries())
      expect(Math.abs(got - (inverted[channel] ?? 0))).toBeLessThan(8);
    const stranger = await signInSeeker(app);
    expect(
      (await app.inject({ method: 'GET', url: candidate.url, cookies: stranger.cookies })).statusCode,
    ).toBe(404);
    const list = (await call(seeker, 'GET', '/ai-avatars')).json().data;
    expect(list).toMatchObject({ remaining: aiWritingLimits.avatarsPerDay - 1, limit: 5 });
    expect(list.candidates.map((c: { id: string }) => c.id)).toEqual([candidate.id]);
  });

  it('refuses the sixth avatar of the day with 41292', async () => {
    const seeker = await seekerWithPhoto();
    app.services.ai = imageModel().provider;
    for (let i = 0; i < aiWritingLimits.avatarsPerDay; i++)
      expect((await call(seeker, 'POST', '/ai-avatars/generate')).statusCode).toBe(200);
    const refused = await call(seeker, 'POST', '/ai-avatars/generate');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: errorCodes.avatarDailyLimit,
      message: 'You can generate at most 5 avatars a day.',
    });
    expect((await call(seeker, 'GET', '/ai-avatars')).json().data.remaining).toBe(0);
  });

  it('answers 41291 for a picture it cannot read and 41280 when the model is unavailable, without counting them', async () => {
    const seeker = await seekerWithPhoto();
    app.services.ai = imageModel('garbage').provider;
    expect((await call(seeker, 'POST', '/ai-avatars/generate')).json().code).toBe(
      errorCodes.avatarGenerationError,
    );
    app.services.ai = imageModel(new ApiError(errorCodes.aiUnavailable)).provider;
    const unavailable = await call(seeker, 'POST', '/ai-avatars/generate');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().code).toBe(errorCodes.aiUnavailable);
    expect((await call(seeker, 'GET', '/ai-avatars')).json().data).toMatchObject({
      remaining: 5,
      candidates: [],
    });
  });

  it('needs a photo to start from (40004)', async () => {
    const seeker = await signInSeeker(app);
    app.services.ai = imageModel().provider;
    expect((await call(seeker, 'POST', '/ai-avatars/generate')).json().code).toBe(errorCodes.notFound);
  });

  it('makes a chosen avatar the avatar and rewrites the user cookie', async () => {
    const seeker = await seekerWithPhoto();
    app.services.ai = imageModel().provider;
    const { avatar: before } = await app.services.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    const { id } = (await call(seeker, 'POST', '/ai-avatars/generate')).json().data;
    const chosen = await call(seeker, 'POST', `/ai-avatars/${id}/choose`);
    expect(chosen.statusCode).toBe(200);
    const avatar = chosen.json().data.avatar as string;
    expect(avatar).toMatch(/^\/api\/jobseekers\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(avatar).not.toBe(before);
    expect(decodeURIComponent(chosen.cookies.find((c) => c.name === 'user')?.value ?? '')).toContain(avatar);
    const served = await app.inject({ method: 'GET', url: avatar });
    const pixels = await sharp(served.rawPayload).raw().toBuffer();
    expect(Math.abs((pixels[0] ?? 0) - 0x1f)).toBeLessThan(12);
    expect((await call(seeker, 'GET', '/ai-avatars')).json().data.candidates[0].chosen).toBe(true);
    const other = await signInSeeker(app);
    expect((await call(other, 'POST', `/ai-avatars/${id}/choose`)).json().code).toBe(errorCodes.notFound);
  });

  it("removes the avatars of earlier days, files and rows, and keeps the chosen avatar and today's", async () => {
    const seeker = await seekerWithPhoto();
    app.services.ai = imageModel().provider;
    const generate = async () =>
      (await call(seeker, 'POST', '/ai-avatars/generate')).json().data.id as string;
    const [yesterdays, chosen] = [await generate(), await generate()];
    expect((await call(seeker, 'POST', `/ai-avatars/${chosen}/choose`)).statusCode).toBe(200);
    const { avatar } = await app.services.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    const day = 86_400_000;
    await app.services.db
      .updateTable('ai_avatar_candidates')
      .set({ ai_day: aiDayOf(new Date(Date.now() - day)) })
      .where('id', 'in', [yesterdays, chosen])
      .execute();
    const todays = await generate();

    await purgePastAvatarCandidates(app.services.db, app.services.files);

    for (const id of [yesterdays, chosen])
      expect(await app.services.files.get(`ai-avatars/${id}.png`), id).toBeNull();
    expect(await app.services.files.get(`ai-avatars/${todays}.png`)).not.toBeNull();
    const left = await app.services.db
      .selectFrom('ai_avatar_candidates')
      .select('id')
      .where('user_id', '=', seeker.userId)
      .execute();
    expect(left.map((row) => row.id)).toEqual([todays]);
    expect((await app.inject({ method: 'GET', url: avatar ?? '' })).statusCode).toBe(200);
  });
});
