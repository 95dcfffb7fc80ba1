import { errorCodes, type TResumeFileType } from '@talkhire/contracts';
import { ApiError } from '../../../http/api-error';
import { pageLines } from './pdf-lines';
import { readInWorker } from './read-in-worker';

/** Bounds of the work one resume may cost: a resume is a few pages, a 5 MB file no excuse to hang. */
export const extractionLimits = { pages: 10, milliseconds: 8_000, memoryMb: 256, characters: 60_000 };

/**
 * The resume's text, lines in reading order. A file that cannot be read — a legacy Word 97 .doc
 * (mammoth reads only .docx), a damaged or password-protected file, a scan with no text layer, or
 * one that takes too long — is refused with 41281 'resume parsing failed', with a field message
 * that says which.
 */
export async function extractResumeText(
  type: TResumeFileType,
  bytes: Uint8Array,
  limits: typeof extractionLimits = extractionLimits,
): Promise<string> {
  if (type === 'doc') throw unreadable('legacy_doc');
  const reading = await readInWorker(type, bytes, limits);
  if (!reading.ok) throw unreadable(reading.reason);
  const text =
    'pages' in reading
      ? reading.pages.flatMap((page) => pageLines(page.items, page.width)).join('\n')
      : titleFirst(reading.raw, reading.html);
  if (text.replace(/\s/g, '').length < 20) throw unreadable('no_text');
  return text.slice(0, limits.characters);
}

/** The Word paragraph in the Title style (the seeker's name, wherever a table puts it) is read first. */
function titleFirst(raw: string, html: string): string {
  const title = html.match(/<h1 class="title">(.*?)<\/h1>/)?.[1];
  const name = title ? decodeEntities(title.replace(/<[^>]+>/g, '')).trim() : '';
  return name ? `${name}\n${raw.replace(name, '')}` : raw;
}

function decodeEntities(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => entities[entity] ?? '');
}

function unreadable(reason: 'legacy_doc' | 'no_text' | 'encrypted' | 'damaged' | 'too_slow'): ApiError {
  return new ApiError(errorCodes.resumeParsingFailed, { fields: { resume: [`resume_sync.${reason}`] } });
}
