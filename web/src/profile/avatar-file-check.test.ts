import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file-check';

const mb = 1024 * 1024;

describe('avatarFileProblem', () => {
  it.each([
    ['me.jpg', 'image/jpeg'],
    ['me.JPEG', ''],
    ['me.png', 'image/png'],
    ['scan.bmp', 'image/x-ms-bmp'],
    ['photo', 'image/bmp'],
  ])('takes %s (%s)', (name, type) => {
    expect(avatarFileProblem({ name, type, size: 2 * mb })).toBeNull();
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['photo.heic', 'image/heic'],
    ['notes.txt', 'text/plain'],
  ])('refuses %s as a type it does not take', (name, type) => {
    expect(avatarFileProblem({ name, type, size: 1000 })).toEqual({ key: 'avatar.image_type' });
  });

  it('takes 10 MB and refuses a byte more, naming 10 MB', () => {
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 10 * mb })).toBeNull();
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 10 * mb + 1 })).toEqual({
      key: 'avatar.too_large',
      values: { max_mb: 10 },
    });
  });
});
