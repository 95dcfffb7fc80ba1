import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { postFile, samplePdf } from './resume-testkit';

// A relay configured with S3_* keeps uploads in the bucket, not in its files folder.
let server: S3rver;
let bucketDir: string;
let app: App;
beforeAll(async () => {
  bucketDir = await mkdtemp(path.join(tmpdir(), 'talkhire-s3-app-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'talkhire-uploads', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  app = await createTestApp({
    S3_BUCKET: 'talkhire-uploads',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  });
});
afterAll(async () => {
  await app.close();
  await server.close();
  await rm(bucketDir, { recursive: true, force: true });
});

describe('resumes with S3_BUCKET set', () => {
  it('are stored in the bucket, downloaded from it and deleted from it', async () => {
    const seeker = await signInSeeker(app);
    const uploaded = await postFile(app, seeker, '/api/jobseekers/resume/upload', {
      name: 'file',
      filename: 'cv.pdf',
      type: 'application/pdf',
      bytes: samplePdf,
    });
    expect(uploaded.statusCode).toBe(200);
    const { id } = uploaded.json().data;
    const { storage_key } = await app.services.db
      .selectFrom('resumes')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // s3rver keeps each object as a folder of its own under the bucket's.
    const stored = await readdir(path.join(bucketDir, 'talkhire-uploads', 'resumes'));
    expect(stored.some((name) => storage_key.endsWith(name.replace(/\._S3rver_object$/, '')))).toBe(true);

    const download = await app.inject({
      method: 'GET',
      url: `/api/jobseekers/resumes/${id}/download`,
      cookies: seeker.cookies,
    });
    expect(download.rawPayload).toEqual(samplePdf);
    await app.inject({
      method: 'DELETE',
      url: `/api/jobseekers/resumes/${id}/delete`,
      cookies: seeker.cookies,
    });
    expect(await app.services.files.get(storage_key)).toBeNull();
  });
});
