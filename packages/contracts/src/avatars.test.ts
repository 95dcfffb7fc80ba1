import { describe, expect, it } from 'vitest';
import { avatarUrl, servedAvatarId, shownAvatar, smallAvatar, ZAvatarParams } from './avatars';

const id = '0123456789abcdef0123456789abcdef';

describe('avatar addresses', () => {
  it('names the large and small files of an id, and reads the id back from the large one', () => {
    expect(avatarUrl(id)).toBe(`/api/jobseekers/avatars/${id}.webp`);
    expect(avatarUrl(id, 'small')).toBe(`/api/jobseekers/avatars/${id}-96.webp`);
    expect(smallAvatar(avatarUrl(id))).toBe(avatarUrl(id, 'small'));
    expect(servedAvatarId(avatarUrl(id))).toBe(id);
  });

  it.each([
    'https://lh3.googleusercontent.com/a/photo.jpg',
    `https://evil.example.com/api/jobseekers/avatars/${id}.webp`,
    `//evil.example.com/api/jobseekers/avatars/${id}.webp`,
    `/api/jobseekers/avatars/${id}.webp?x=1`,
    `/api/jobseekers/avatars/../resumes/${id}.webp`,
    'javascript:alert(1)',
    '',
    null,
  ])('shows no picture for %j, which this site did not store', (url) => {
    expect(shownAvatar(url)).toBeNull();
  });

  it('serves only the names it writes', () => {
    expect(ZAvatarParams.safeParse({ name: `${id}.webp` }).success).toBe(true);
    expect(ZAvatarParams.safeParse({ name: `${id}-96.webp` }).success).toBe(true);
    for (const name of [`${id}.png`, `${id}-48.webp`, '../x.webp', `${id.toUpperCase()}.webp`])
      expect(ZAvatarParams.safeParse({ name }).success, name).toBe(false);
  });
});
