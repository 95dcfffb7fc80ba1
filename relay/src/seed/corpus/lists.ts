import type { NamePart } from './types';

/** "a, b, c" as a list: long word lists stay one readable line each. */
export function words(text: string): string[] {
  return text
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
}

/** "さくら:sakura, Mabuhay" as name parts; a word without a Latin form is its own. */
export function parts(text: string): NamePart[] {
  return words(text).map((w) => {
    const [local = w, latin = local] = w.split(':');
    return [local, latin] as const;
  });
}
