import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStorage } from './s3-file-storage';

// An S3-compatible server in this process, on a free port, over a temp folder.
let server: S3rver;
let root: string;
let endpoint: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'talkhire-s3-test-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: root,
    configureBuckets: [{ name: 'talkhire-files', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const storage = () =>
  createS3FileStorage({
    bucket: 'talkhire-files',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe('S3 file storage (against s3rver)', () => {
  it('keeps bytes under a key, reads them back whole or by range, and deletes them', async () => {
    const files = storage();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await files.put('resumes/abc-1.pdf', bytes);
    expect(await files.get('resumes/abc-1.pdf')).toEqual(bytes);
    expect(await files.getRange('resumes/abc-1.pdf', 1000, 1009)).toEqual(bytes.subarray(1000, 1010));
    await files.delete('resumes/abc-1.pdf');
    expect(await files.get('resumes/abc-1.pdf')).toBeNull();
    expect(await files.getRange('resumes/abc-1.pdf', 0, 1)).toBeNull();
    await expect(files.delete('resumes/abc-1.pdf')).resolves.toBeUndefined();
    files.close();
  });

  it('refuses keys that are not the relay’s own', async () => {
    const files = storage();
    for (const key of ['../escape.pdf', '/etc/passwd', 'A.PDF'])
      await expect(files.put(key, new Uint8Array([1])), key).rejects.toThrow(/unsafe/);
    files.close();
  });

  it('fails loudly when the bucket does not exist', async () => {
    const files = createS3FileStorage({
      bucket: 'no-such-bucket',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(files.put('resumes/x.pdf', new Uint8Array([1]))).rejects.toThrow();
    files.close();
  });
});
