import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { errorCodes } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { type SignedInSeeker, signInSeeker } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';

let app: App;
let port: number;
let seeker: SignedInSeeker;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  seeker = await signInSeeker(app);
});
afterAll(async () => {
  await app.close();
});

const MB = 1024 * 1024;
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

interface Answer {
  status: number;
  body: { code?: unknown; message?: unknown };
}

/**
 * A client like Python's http.client or `curl -T`: it writes the whole request before reading a
 * byte of the answer. An answer sent early and followed by a close reaches it only if the relay
 * read the rest of the body first; otherwise the connection is reset under it.
 */
function sendWholeThenRead(path: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${path} within 30 s`));
    }, 30_000);
    const chunks: Buffer[] = [];
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`connection dropped on ${path}: ${error.message}`));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', payload = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(payload) });
      socket.destroy();
    });
    socket.pause();
    const lines = [
      `POST ${path} HTTP/1.1`,
      'host: 127.0.0.1',
      'connection: close',
      `content-length: ${body.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(body, () => socket.resume());
  });
}

function multipart(field: string, filename: string, content: Buffer) {
  const boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
}

const signedIn = () => ({ cookie: `sessionid=${seeker.cookies.sessionid}` });

describe('answers that come before the body has been read', () => {
  it('takes a 2 MB resume and answers 413 / 41174 to 6 MB and 30 MB ones, over a real connection', async () => {
    const small = multipart('file', 'cv.pdf', pdf(2 * MB));
    expect(
      await sendWholeThenRead(
        '/api/jobseekers/resume/upload',
        { ...small.headers, ...signedIn() },
        small.body,
      ),
    ).toMatchObject({ status: 200, body: { code: 0 } });
    for (const size of [6 * MB, 30 * MB]) {
      const big = multipart('file', 'cv.pdf', pdf(size));
      expect(
        await sendWholeThenRead('/api/jobseekers/resume/upload', { ...big.headers, ...signedIn() }, big.body),
      ).toMatchObject({ status: 413, body: { code: errorCodes.fileOver5Mb, message: expect.any(String) } });
    }
  });

  it('takes a 2 MB chat file and answers 413 / 41007 to a 30 MB one', async () => {
    const small = multipart('files', 'brief.pdf', pdf(2 * MB));
    expect(
      await sendWholeThenRead('/api/file/upload', { ...small.headers, ...signedIn() }, small.body),
    ).toMatchObject({ status: 200, body: { code: 0 } });
    const big = multipart('files', 'brief.pdf', pdf(30 * MB));
    expect(
      await sendWholeThenRead('/api/file/upload', { ...big.headers, ...signedIn() }, big.body),
    ).toMatchObject({
      status: 413,
      body: { code: errorCodes.fileOver20Mb, message: expect.any(String) },
    });
  });

  it('answers a signed-out 30 MB upload with 401 instead of resetting the connection', async () => {
    for (const [path, field] of [
      ['/api/jobseekers/resume/upload', 'file'],
      ['/api/file/upload', 'files'],
    ] as const) {
      const upload = multipart(field, 'cv.pdf', pdf(30 * MB));
      expect(await sendWholeThenRead(path, upload.headers, upload.body)).toMatchObject({
        status: 401,
        body: { code: errorCodes.credentialsNotProvided },
      });
    }
  });

  it('answers a 30 MB upload under the wrong field name with 422, read to its end', async () => {
    const upload = multipart('attachment', 'cv.pdf', pdf(30 * MB));
    expect(
      await sendWholeThenRead(
        '/api/jobseekers/resume/upload',
        { ...upload.headers, ...signedIn() },
        upload.body,
      ),
    ).toMatchObject({ status: 422, body: { code: errorCodes.parameterInvalid } });
  });

  it('answers 2 MB and 30 MB JSON bodies with 413 / 40001', async () => {
    for (const size of [2 * MB, 30 * MB]) {
      const body = Buffer.from(JSON.stringify({ email: 'a'.repeat(size), password: 'x' }));
      expect(
        await sendWholeThenRead('/api/authentication/login', { 'content-type': 'application/json' }, body),
      ).toMatchObject({
        status: 413,
        body: { code: errorCodes.parameterInvalid, message: expect.any(String) },
      });
    }
  });
});
