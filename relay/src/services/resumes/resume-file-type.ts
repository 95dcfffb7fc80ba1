import type { TResumeFileType } from '@talkhire/contracts';

/** What each accepted resume type is stored and served as. */
export const resumeMimeTypes: Record<TResumeFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Spec §5: PDF, DOC or DOCX. The name's extension and the bytes must agree, so a renamed image or
 * program is refused whatever the browser claimed its type was. Returns null for anything else.
 */
export function resumeFileType(filename: string, bytes: Uint8Array): TResumeFileType | null {
  const extension = filename.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (extension === 'pdf') return starts([0x25, 0x50, 0x44, 0x46, 0x2d]) ? 'pdf' : null; // %PDF-
  // Word 97-2003 files are OLE2 compound documents.
  if (extension === 'doc') return starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ? 'doc' : null;
  // A .docx is a ZIP whose entries include the main document part, named in plain text.
  if (extension === 'docx')
    return starts([0x50, 0x4b, 0x03, 0x04]) && includesAscii(bytes, 'word/') ? 'docx' : null;
  return null;
}

function includesAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1');
}
