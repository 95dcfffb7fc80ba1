import { chatLimits } from '@talkhire/contracts';

/** The types the relay takes (it checks the bytes again): images, and PDF and Office documents. */
export const chatImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const chatFileExtensions = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
const imageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export type AttachmentProblem = 'too_big' | 'wrong_type' | 'empty';

/** Checks a chosen file before uploading: 41007 size, and a type the relay accepts. */
export function attachmentProblem(
  file: { name: string; size: number; type: string },
  kind: 'image' | 'file',
): AttachmentProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > chatLimits.fileBytesMax) return 'too_big';
  const extension = file.name.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? '';
  if (kind === 'image')
    return imageExtensions.includes(extension) && (chatImageTypes as readonly string[]).includes(file.type)
      ? null
      : 'wrong_type';
  return (chatFileExtensions as readonly string[]).includes(extension) ? null : 'wrong_type';
}
