import { feedbackLimits } from '@talkhire/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp, opsAuthorization } from '../../testing/test-app';

let app: App;
let seeker: SignedInSeeker;
beforeAll(async () => {
  app = await createTestApp();
  seeker = await signInSeeker(app);
});
afterAll(() => app.close());

interface Picture {
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as the browser's FormData sends it: text fields, then the pictures. */
function form(fields: Record<string, string>, pictures: Picture[]) {
  const boundary = '----talkhire-feedback-boundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...pictures.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let address = 0;
function send(fields: Record<string, string>, pictures: Picture[] = [], who: SignedInSeeker | null = seeker) {
  const body = form(fields, pictures);
  return app.inject({
    method: 'POST',
    url: '/api/user/feedback',
    // Each request from its own address: the per-address limit is not what these tests look at.
    headers: { ...body.headers, 'language-id': '1', 'x-forwarded-for': `203.0.113.${++address}` },
    payload: body.payload,
    ...(who ? { cookies: who.cookies } : {}),
  });
}

const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();
const text = 'The search page forgets my location filter after I open a job.';

describe('POST /user/feedback', () => {
  it('keeps a seeker’s feedback with its pictures, listed for the people running the site', async () => {
    const png = await image('png');
    const jpeg = await image('jpeg');
    const res = await send({ category: 'bug', text }, [
      { filename: 'screen.png', type: 'image/png', bytes: png },
      { filename: 'photo.JPEG', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data as { id: number };

    const list = await app.inject({ method: 'GET', url: '/ops/feedback', headers: opsAuthorization });
    expect(list.statusCode).toBe(200);
    const item = (list.json().data.items as { id: number; pictures: string[] }[]).find((i) => i.id === id);
    expect(item).toMatchObject({
      category: 'bug',
      text,
      user_id: seeker.userId,
      email: null,
      language: 'en',
    });
    expect(item?.pictures).toHaveLength(2);
    const picture = await app.inject({
      method: 'GET',
      url: item?.pictures[1] ?? '',
      headers: opsAuthorization,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(40);
  });

  it('shows the list to the ops token only', async () => {
    const res = await app.inject({ method: 'GET', url: '/ops/feedback' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a .png that holds a JPEG, and garbage named .png, by their bytes (41175)', async () => {
    for (const bytes of [await image('jpeg'), Buffer.from('not a picture at all, only text')]) {
      const res = await send({ category: 'bug', text }, [
        { filename: 'screen.png', type: 'image/png', bytes },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 41175,
        errors: { pictures: ['This file type is not supported.'] },
      });
    }
  });

  it('refuses a picture with a PNG signature that does not decode, and a GIF', async () => {
    const png = await image('png');
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [broken, gif]) {
      const res = await send({ category: 'bug', text }, [{ filename: 'x', type: 'image/png', bytes }]);
      expect(res.json().code).toBe(41175);
    }
  });

  it('takes at most 3 pictures', async () => {
    const png = await image('png');
    const four = Array.from({ length: 4 }, (_, i) => ({
      filename: `${i}.png`,
      type: 'image/png',
      bytes: png,
    }));
    const res = await send({ category: 'suggestion', text }, four);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 40001, errors: { pictures: ['You can add at most 3.'] } });
    const three = await send({ category: 'suggestion', text }, four.slice(0, 3));
    expect(three.statusCode).toBe(200);
  });

  it('refuses a picture over 5 MB with 41174', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(feedbackLimits.pictureBytes)]);
    const res = await send({ category: 'bug', text }, [
      { filename: 'big.png', type: 'image/png', bytes: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(41174);
  });

  it('takes 10 to 2000 characters of text, in a known category', async () => {
    const short = await send({ category: 'bug', text: 'too short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.text).toEqual(['This value is too short (at least 10).']);
    const long = await send({ category: 'bug', text: 'x'.repeat(2001) });
    expect(long.json().errors.text).toEqual(['This value is too long (at most 2000).']);
    expect((await send({ category: 'bug', text: 'x'.repeat(2000) })).statusCode).toBe(200);
    const unknown = await send({ category: 'praise', text });
    expect(Object.keys(unknown.json().errors)).toEqual(['category']);
  });

  it('asks a guest for an email to answer at, and keeps it', async () => {
    const without = await send({ category: 'account', text }, [], null);
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.email).toEqual(['Please enter a valid email address.']);
    const res = await send({ category: 'account', text, email: ' Guest@Example.com ' }, [], null);
    expect(res.statusCode).toBe(200);
    const row = await app.services.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, email: 'guest@example.com', category: 'account' });
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      cookies: seeker.cookies,
      payload: { category: 'bug', text },
    });
    expect(res.statusCode).toBe(415);
  });
});
