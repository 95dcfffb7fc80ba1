import type { TLicenseAttachmentType } from '@talkhire/contracts';

/** What each accepted attachment type is stored and served as. */
export const licenseMimeTypes: Record<TLicenseAttachmentType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/**
 * Spec §5: a license attachment is PNG, JPG or PDF, known by its first bytes (a renamed program
 * is refused whatever its name or the browser's claimed type), and the name's extension must
 * agree with them. Returns null for anything else.
 */
export function licenseFileType(filename: string, bytes: Uint8Array): TLicenseAttachmentType | null {
  const extension = filename.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (extension === 'png') return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ? 'png' : null;
  if (extension === 'jpg' || extension === 'jpeg') return starts([0xff, 0xd8, 0xff]) ? 'jpg' : null;
  if (extension === 'pdf') return starts([0x25, 0x50, 0x44, 0x46, 0x2d]) ? 'pdf' : null; // %PDF-
  return null;
}
