import { resumeFileTypes, type TResumeFileType } from '@talkhire/contracts';

/** Stored resumes are kept as `resumes/<uuid>.<type>` (the upload checked the type by the bytes). */
export function storedResumeType(storageKey: string): TResumeFileType {
  const extension = storageKey.split('.').at(-1);
  return resumeFileTypes.find((type) => type === extension) ?? 'doc';
}
