import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'talkhire-files-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('keeps bytes under a key, reads them back and deletes them', async () => {
    const files = createLocalFileStorage(root);
    await files.put('resumes/abc-1.pdf', new TextEncoder().encode('%PDF-1.4 hello'));
    expect((await files.get('resumes/abc-1.pdf'))?.toString()).toBe('%PDF-1.4 hello');
    expect(await readdir(path.join(root, 'resumes'))).toEqual(['abc-1.pdf']);
    await files.delete('resumes/abc-1.pdf');
    expect(await files.get('resumes/abc-1.pdf')).toBeNull();
    await expect(files.delete('resumes/abc-1.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    const files = createLocalFileStorage(root);
    for (const key of ['../escape.pdf', 'resumes/../../x.pdf', '/etc/passwd', 'a/b', 'A.PDF'])
      await expect(files.put(key, new Uint8Array([1])), key).rejects.toThrow(/unsafe/);
  });
});
