import { chatLimits } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachment-check';

describe('attachment check before upload', () => {
  it('takes images and documents of the accepted types', () => {
    expect(attachmentProblem({ name: 'photo.PNG', size: 10, type: 'image/png' }, 'image')).toBeNull();
    expect(attachmentProblem({ name: 'cv.pdf', size: 10, type: 'application/pdf' }, 'file')).toBeNull();
  });
  it('refuses other types, empty files and files over 20 MB (41007)', () => {
    expect(attachmentProblem({ name: 'cv.pdf', size: 10, type: 'application/pdf' }, 'image')).toBe(
      'wrong_type',
    );
    expect(attachmentProblem({ name: 'tool.exe', size: 10, type: '' }, 'file')).toBe('wrong_type');
    expect(attachmentProblem({ name: 'a.pdf', size: 0, type: 'application/pdf' }, 'file')).toBe('empty');
    expect(
      attachmentProblem(
        { name: 'a.pdf', size: chatLimits.fileBytesMax + 1, type: 'application/pdf' },
        'file',
      ),
    ).toBe('too_big');
  });
});
