import { wellFormedText } from '@talkhire/contracts';

/**
 * The name an uploaded file is stored and shown under: the last path segment only (no '../'),
 * without control characters (C0, DEL, C1) and without the invisible direction and zero-width
 * marks that can make 'invoice‮fdp.exe' read as 'invoiceexe.pdf'. Broken UTF-16 becomes U+FFFD.
 * The extension stays at the end when a long name is cut, because types are judged by it.
 */
export function cleanFilename(raw: string, options: { maxLength: number; fallback: string }): string {
  const base = wellFormedText(raw).normalize('NFC').split(/[\\/]/).pop() ?? '';
  const visible = base.replace(hiddenCharacters, '').trim();
  return visible.slice(-options.maxLength).trim() || options.fallback;
}

const hiddenCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
