import { readFileSync } from 'node:fs';
import path from 'node:path';
import { videoResumeLimits } from '@talkhire/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { postFile } from './resume-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const twoSeconds = fixture('two-seconds.mp4');

const uploadVideo = (seeker: SignedInSeeker, bytes: Buffer, filename = 'me.mp4') =>
  postFile(app, seeker, '/api/jobseekers/video_resume/upload_v1', {
    name: 'video_resume',
    filename,
    type: 'video/mp4',
    bytes,
  });

const uploadCover = (seeker: SignedInSeeker, videoId: number | string, bytes: Buffer) =>
  postFile(
    app,
    seeker,
    '/api/jobseekers/video-resumes/upload-video-cover',
    { name: 'video_cover', filename: 'cover.png', type: 'image/png', bytes },
    { video_resume_id: String(videoId) },
  );

const get = (seeker: SignedInSeeker | null, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { 'language-id': '1', ...headers },
    ...(seeker ? { cookies: seeker.cookies } : {}),
  });

const storedKeys = (id: number) =>
  app.services.db
    .selectFrom('video_resumes')
    .select(['storage_key', 'cover_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/jobseekers/video_resume/upload_v1', () => {
  it('keeps an MP4 with its duration read from the file, moov at the start or the end', async () => {
    const seeker = await signInSeeker(app);
    for (const name of ['two-seconds.mp4', 'two-seconds-moov-at-end.mp4']) {
      const res = await uploadVideo(seeker, fixture(name), name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data).toMatchObject({ filename: name, size: fixture(name).length, has_cover: false });
      expect(res.json().data.duration_seconds).toBeCloseTo(2, 1);
    }
    const list = (await get(seeker, '/api/jobseekers/video-resumes')).json().data.videos;
    expect(list.map((v: { filename: string }) => v.filename)).toEqual([
      'two-seconds-moov-at-end.mp4',
      'two-seconds.mp4',
    ]);
  });

  it('takes a video larger than a resume may be (10 MB), boxes after moov included', async () => {
    const seeker = await signInSeeker(app);
    const free = Buffer.alloc(10 * 1024 * 1024);
    free.writeUInt32BE(free.length);
    free.write('free', 4, 'latin1');
    const res = await uploadVideo(seeker, Buffer.concat([twoSeconds, free]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.size).toBe(twoSeconds.length + free.length);
  });

  it('refuses what is not an MP4 by its bytes with 415 / 41265, whatever its name', async () => {
    const seeker = await signInSeeker(app);
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]);
    for (const bytes of [
      Buffer.from('%PDF-1.4 a resume'),
      webm,
      Buffer.alloc(0),
      twoSeconds.subarray(0, 40),
    ]) {
      const res = await uploadVideo(seeker, bytes);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 41265,
        message: 'This video type is not supported. Please upload an MP4 file.',
      });
    }
    expect((await get(seeker, '/api/jobseekers/video-resumes')).json().data.videos).toEqual([]);
  });

  it('refuses a video over 3 minutes by the duration in the file', async () => {
    const seeker = await signInSeeker(app);
    const res = await uploadVideo(seeker, fixture('three-minutes-one-second.mp4'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 40001,
      message: 'The video cannot be longer than 3 minutes.',
      errors: { video_resume: ['The video cannot be longer than 3 minutes.'] },
    });
  });

  it('refuses a file over 30 MB with 413 / 41007 and a message naming 30 MB', async () => {
    const seeker = await signInSeeker(app);
    const big = Buffer.concat([twoSeconds, Buffer.alloc(videoResumeLimits.bytes)]);
    const res = await uploadVideo(seeker, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 41007, message: 'The video cannot be larger than 30 MB.' });
    expect((await get(seeker, '/api/jobseekers/video-resumes')).json().data.videos).toEqual([]);
  });

  it('refuses a fourth video with 41245, also when they arrive at once', async () => {
    const seeker = await signInSeeker(app);
    const answers = await Promise.all([1, 2, 3, 4].map(() => uploadVideo(seeker, twoSeconds)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422]);
    const refused = answers.find((r) => r.statusCode === 422);
    expect(refused?.json()).toMatchObject({
      code: 41245,
      message: 'You can upload at most three video resumes.',
    });
  });
});

describe('playing a video resume', () => {
  it('answers the whole file, or a byte range with 206 for seeking, only to its owner', async () => {
    const seeker = await signInSeeker(app);
    const { id } = (await uploadVideo(seeker, twoSeconds)).json().data;
    const url = `/api/jobseekers/video-resumes/${id}/play`;
    const whole = await get(seeker, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes' });
    expect(whole.rawPayload).toEqual(twoSeconds);

    const part = await get(seeker, url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${twoSeconds.length}`);
    expect(part.rawPayload).toEqual(twoSeconds.subarray(100, 200));
    const tail = await get(seeker, url, { range: 'bytes=-10' });
    expect(tail.rawPayload).toEqual(twoSeconds.subarray(-10));
    const outside = await get(seeker, url, { range: `bytes=${twoSeconds.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${twoSeconds.length}`);

    expect((await get(await signInSeeker(app), url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(401);
  });
});

describe('the cover of a video resume', () => {
  it('takes a JPG or PNG, keeps it as a JPEG without metadata, and replaces an older one', async () => {
    const seeker = await signInSeeker(app);
    const { id } = (await uploadVideo(seeker, twoSeconds)).json().data;
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const first = await uploadCover(seeker, id, png);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.has_cover).toBe(true);
    const { cover_key: firstKey } = await storedKeys(id);
    const cover = await get(seeker, `/api/jobseekers/video-resumes/${id}/cover`);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(cover.rawPayload).metadata()).format).toBe('jpeg');

    const jpg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect((await uploadCover(seeker, id, jpg)).statusCode).toBe(200);
    const { cover_key: secondKey } = await storedKeys(id);
    expect(secondKey).not.toBe(firstKey);
    expect(await app.services.files.get(firstKey as string)).toBeNull();
    const resized = await get(seeker, `/api/jobseekers/video-resumes/${id}/cover`);
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(960);
  });

  it('refuses other types (41175), a broken image (41175), over 500 KB (41176) and a video not mine (40004)', async () => {
    const seeker = await signInSeeker(app);
    const { id } = (await uploadVideo(seeker, twoSeconds)).json().data;
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const brokenPng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    for (const bytes of [gif, brokenPng, twoSeconds]) {
      const res = await uploadCover(seeker, id, bytes);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe(41175);
    }
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(videoResumeLimits.coverBytes)]);
    const tooBig = await uploadCover(seeker, id, huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 41176 });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await uploadCover(await signInSeeker(app), id, png)).statusCode).toBe(404);
    expect((await uploadCover(seeker, 'abc', png)).statusCode).toBe(422);
    expect((await get(seeker, `/api/jobseekers/video-resumes/${id}/cover`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/jobseekers/video-resume/{id}/delete', () => {
  it('removes the video, its file and its cover; only for its owner', async () => {
    const seeker = await signInSeeker(app);
    const { id } = (await uploadVideo(seeker, twoSeconds)).json().data;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await uploadCover(seeker, id, png);
    const keys = await storedKeys(id);
    const remove = (who: SignedInSeeker) =>
      app.inject({
        method: 'DELETE',
        url: `/api/jobseekers/video-resume/${id}/delete`,
        cookies: who.cookies,
      });
    expect((await remove(await signInSeeker(app))).statusCode).toBe(404);
    const res = await remove(seeker);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id });
    expect(await app.services.files.get(keys.storage_key)).toBeNull();
    expect(await app.services.files.get(keys.cover_key as string)).toBeNull();
    expect((await remove(seeker)).statusCode).toBe(404);
  });
});
