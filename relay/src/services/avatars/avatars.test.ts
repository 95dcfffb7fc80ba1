import { crc32 } from 'node:zlib';
import { limits } from '@talkhire/config';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { encodeBmp } from './bmp-fixture';
import { avatarUploadsPerUser } from './routes';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const served = /^\/api\/jobseekers\/avatars\/([0-9a-f]{32})\.webp$/;

/** A multipart body as a browser's FormData sends it: the `avatar` file and the `filename` field. */
function form(filename: string, type: string, bytes: Buffer, field = 'avatar') {
  const boundary = '----talkhire-avatar-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="filename"\r\n\r\n${filename}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(seeker: SignedInSeeker | null, filename: string, bytes: Buffer, type = 'image/png') {
  const body = form(filename, type, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/jobseekers/upload-avatar',
    headers: { ...body.headers, 'language-id': '1' },
    payload: body.payload,
    ...(seeker ? { cookies: seeker.cookies } : {}),
  });
}

/** An image of two halves (left and right) in a format, `width` × `height`. */
async function twoHalves(width: number, height: number, format: 'png' | 'jpeg') {
  const half = (r: number, g: number, b: number) =>
    sharp({ create: { width: width / 2, height, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#000' } }).composite([
    { input: await half(220, 20, 20), left: 0, top: 0 },
    { input: await half(20, 20, 220), left: width / 2, top: 0 },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

async function fetchAvatar(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
}

/** The colour at a point of a served avatar. */
async function colourAt(url: string, x: number, y: number): Promise<[number, number, number]> {
  const { res } = await fetchAvatar(url);
  const { data, info } = await sharp(res.rawPayload)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const isRed = ([r, g, b]: number[]) => r! > 150 && g! < 80 && b! < 80;
const isBlue = ([r, g, b]: number[]) => b! > 150 && r! < 80 && g! < 80;

/** A PNG whose header says `width` × `height`: what a decompression bomb shows before it unpacks. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/jobseekers/upload-avatar', () => {
  it('keeps a non-square PNG as 400×400 and 96×96 WebPs cut from its centre, and rewrites the user cookie', async () => {
    const seeker = await signInSeeker(app);
    // 600 × 200: the centre square is the 200 × 200 around the seam of red and blue.
    const res = await upload(seeker, 'me.png', await twoHalves(600, 200, 'png'));
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user.id).toBe(seeker.userId);
    expect(user.avatar).toMatch(served);
    const cookie = res.cookies.find((c) => c.name === 'user');
    expect(JSON.parse(decodeURIComponent(cookie!.value)).avatar).toBe(user.avatar);
    const row = await app.services.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe(user.avatar);

    const large = await fetchAvatar(user.avatar);
    expect(large.res.headers['content-type']).toBe('image/webp');
    expect(large.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([large.meta?.format, large.meta?.width, large.meta?.height]).toEqual(['webp', 400, 400]);
    const small = await fetchAvatar(user.avatar.replace('.webp', '-96.webp'));
    expect([small.meta?.format, small.meta?.width, small.meta?.height]).toEqual(['webp', 96, 96]);
    expect(isRed(await colourAt(user.avatar, 20, 200))).toBe(true);
    expect(isBlue(await colourAt(user.avatar, 380, 200))).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps none of its metadata', async () => {
    const seeker = await signInSeeker(app);
    // Stored sideways: orientation 6 says 'turn 90° clockwise to show'. Left red becomes top red.
    const sideways = await sharp(await twoHalves(400, 400, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Maria Santos, Quezon City' } })
      .jpeg()
      .toBuffer();
    const before = await sharp(sideways).metadata();
    expect([before.orientation, before.exif?.includes('Quezon City')]).toEqual([6, true]);
    const res = await upload(seeker, 'photo.jpeg', sideways, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json().data;
    expect(isRed(await colourAt(avatar, 200, 20))).toBe(true);
    expect(isBlue(await colourAt(avatar, 200, 380))).toBe(true);
    const meta = (await fetchAvatar(avatar)).meta;
    expect(meta?.exif).toBeUndefined();
    expect(meta?.orientation).toBeUndefined();
  });

  it.each([
    ['24-bit', { bitsPerPixel: 24 as const }],
    [
      '32-bit BI_BITFIELDS, top-down',
      {
        bitsPerPixel: 32 as const,
        topDown: true,
        bitfields: {
          header: 108 as const,
          masks: [0xff0000, 0xff00, 0xff, 0xff000000] as [number, number, number, number],
        },
      },
    ],
  ])('takes a %s BMP', async (_name, kind) => {
    const seeker = await signInSeeker(app);
    const width = 40;
    const height = 20;
    const rgba = Array.from({ length: width * height }, (_, i) =>
      i % width < width / 2 ? [220, 20, 20, 255] : [20, 20, 220, 255],
    );
    const res = await upload(seeker, 'scan.bmp', encodeBmp({ width, height, rgba, ...kind }), 'image/bmp');
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json().data;
    expect((await fetchAvatar(avatar)).meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(isRed(await colourAt(avatar, 20, 200))).toBe(true);
    expect(isBlue(await colourAt(avatar, 380, 200))).toBe(true);
  });

  it('removes the previous avatar files when a new one is uploaded, and the old address answers 404', async () => {
    const seeker = await signInSeeker(app);
    const first = (await upload(seeker, 'a.png', await twoHalves(100, 100, 'png'))).json().data.avatar;
    const second = (await upload(seeker, 'b.png', await twoHalves(100, 100, 'png'))).json().data.avatar;
    expect(second).not.toBe(first);
    const id = served.exec(first)![1];
    expect(await app.services.files.get(`avatars/${id}.webp`)).toBeNull();
    expect(await app.services.files.get(`avatars/${id}-96.webp`)).toBeNull();
    const gone = await app.inject({ method: 'GET', url: first });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 40004]);
    expect((await fetchAvatar(second)).res.statusCode).toBe(200);
  });

  it('refuses a file over 10 MB with 413 / 41007 saying 10 MB, and stores nothing', async () => {
    const seeker = await signInSeeker(app);
    const big = Buffer.concat([await twoHalves(100, 100, 'png'), Buffer.alloc(limits.avatarBytes)]);
    const res = await upload(seeker, 'huge.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 41007,
      message: 'The file cannot be larger than 10 MB.',
      errors: { avatar: ['The file cannot be larger than 10 MB.'] },
    });
    const row = await app.services.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBeNull();
  });

  it.each([
    ['a text file named .png', 'notes.png', Buffer.from('just some notes, not a picture\n')],
    ['a GIF', 'anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG named .jpg', 'logo.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      'an 8-bit palette BMP',
      'old.bmp',
      (() => {
        const file = encodeBmp({ width: 1, height: 1, rgba: [[0, 0, 0, 255]], bitsPerPixel: 24 });
        file.writeUInt16LE(8, 28);
        return file;
      })(),
    ],
  ])('refuses %s by its bytes with 415 / 41175', async (_name, filename, bytes) => {
    const seeker = await signInSeeker(app);
    const res = await upload(seeker, filename, bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 41175,
      message: 'This file type is not supported. Please upload a JPG, PNG or BMP image.',
    });
  });

  it('refuses a decompression bomb by its header, before decoding it', async () => {
    const seeker = await signInSeeker(app);
    const started = performance.now();
    const res = await upload(seeker, 'bomb.png', pngHeaderOnly(60_000, 60_000));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 41175,
      message: 'This image is too large: at most 50 million pixels. Please choose a smaller one.',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an image that cannot be decoded (a PNG cut short, a JPEG of only its start)', async () => {
    const seeker = await signInSeeker(app);
    const png = await twoHalves(200, 200, 'png');
    for (const broken of [
      pngHeaderOnly(200, 200),
      png.subarray(0, 60),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
    ]) {
      const res = await upload(seeker, 'broken.png', broken);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'This image cannot be read. Please choose another JPG, PNG or BMP file.',
      );
    }
  });

  it('asks for a session, a multipart body and the avatar part', async () => {
    const png = await twoHalves(20, 20, 'png');
    const stranger = await upload(null, 'me.png', png);
    expect([stranger.statusCode, stranger.json().code]).toEqual([401, 40003]);
    const seeker = await signInSeeker(app);
    const json = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/upload-avatar',
      cookies: seeker.cookies,
      payload: { avatar: 'x' },
    });
    expect([json.statusCode, json.json().code]).toEqual([415, 40001]);
    const body = form('me.png', 'image/png', png, 'picture');
    const wrongField = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/upload-avatar',
      cookies: seeker.cookies,
      headers: body.headers,
      payload: body.payload,
    });
    expect([wrongField.statusCode, wrongField.json().code]).toEqual([422, 40001]);
  });

  it(`allows ${avatarUploadsPerUser.limit} uploads an hour per seeker, then answers 429`, async () => {
    const seeker = await signInSeeker(app);
    const tiny = Buffer.from('not an image');
    for (let i = 0; i < avatarUploadsPerUser.limit; i++)
      expect((await upload(seeker, 'x.png', tiny)).statusCode).toBe(415);
    const res = await upload(seeker, 'x.png', tiny);
    expect([res.statusCode, res.json().code]).toEqual([429, 40006]);
  });
});

describe('DELETE /api/jobseekers/avatar/delete', () => {
  it('goes back to initials: the row, the cookie and the files forget the avatar', async () => {
    const seeker = await signInSeeker(app);
    const { avatar } = (await upload(seeker, 'me.png', await twoHalves(50, 50, 'png'))).json().data;
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/jobseekers/avatar/delete',
      cookies: seeker.cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatar).toBeNull();
    const cookie = res.cookies.find((c) => c.name === 'user');
    expect(JSON.parse(decodeURIComponent(cookie!.value)).avatar).toBeNull();
    expect((await app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });
});

describe('GET /api/jobseekers/avatars/:name', () => {
  it('answers only names of the stored form', async () => {
    for (const name of ['..%2Fresumes%2Fx.pdf', 'abc.webp', `${'a'.repeat(32)}.png`]) {
      const res = await app.inject({ method: 'GET', url: `/api/jobseekers/avatars/${name}` });
      expect(res.statusCode, name).toBe(422);
    }
    const missing = await app.inject({
      method: 'GET',
      url: `/api/jobseekers/avatars/${'a'.repeat(32)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
