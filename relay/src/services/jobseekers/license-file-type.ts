import { licenseAttachmentTypes, type TLicenseAttachmentType } from '@talkhire/contracts';
import { type UploadedFileType, uploadedFileType } from '../../files/uploaded-file-type';

/**
 * Spec §5: a license attachment is PNG, JPG or PDF, known by its first bytes and agreeing with the
 * name's extension (the uploads' one sniffer). Returns null for anything else.
 */
export function licenseFileType(
  filename: string,
  bytes: Uint8Array,
): (UploadedFileType & { extension: TLicenseAttachmentType }) | null {
  const type = uploadedFileType(filename, bytes);
  return type && isLicenseType(type.extension) ? { ...type, extension: type.extension } : null;
}

function isLicenseType(extension: string): extension is TLicenseAttachmentType {
  return (licenseAttachmentTypes as readonly string[]).includes(extension);
}
