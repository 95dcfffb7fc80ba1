import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import type { LanguageCode } from '@talkhire/config';
import { relayDir } from '../../config/relay-dir';

/**
 * The fonts a resume is set in: Noto Sans for Latin (every Latin language of the site, with
 * Turkish and Vietnamese letters), IBM Plex Sans Arabic, and one CJK face. Arabic is not set in
 * Noto Sans Arabic: it draws dotted letters as a dotless body plus a dot mark, and react-pdf 4.9
 * drops the body of such a letter when it starts a line (a noon starting a line showed as its dot
 * alone); IBM Plex Sans Arabic has whole glyphs for every joined form. A family list falls back
 * per character, so a Japanese company name in an English resume still has glyphs; the CJK face
 * comes first for the Chinese and Japanese resumes, where Han characters take that language's forms.
 * Fonts are read on first use and kept by react-pdf for the life of the process.
 */
export function resumeFontFamilies(language: LanguageCode): string[] {
  registerFonts();
  const cjk = language === 'zh-cn' ? 'NotoSansSC' : language === 'zh-tw' ? 'NotoSansTC' : 'NotoSansJP';
  if (language === 'ja' || language === 'zh-cn' || language === 'zh-tw')
    return [cjk, 'NotoSans', 'ArabicSans'];
  if (language === 'ar') return ['ArabicSans', 'NotoSans', cjk];
  return ['NotoSans', 'ArabicSans', cjk];
}

const faces = [
  { family: 'NotoSans', folder: 'noto-sans', file: 'NotoSans' },
  { family: 'ArabicSans', folder: 'ibm-plex-sans-arabic', file: 'IBMPlexSansArabic' },
  { family: 'NotoSansJP', folder: 'noto-sans-jp', file: 'NotoSansJP' },
  { family: 'NotoSansSC', folder: 'noto-sans-sc', file: 'NotoSansSC' },
  { family: 'NotoSansTC', folder: 'noto-sans-tc', file: 'NotoSansTC' },
] as const;

let registered = false;

function registerFonts(): void {
  if (registered) return;
  registered = true;
  // Resolved from the relay's package.json, so the bundle in dist/ finds them too.
  const require = createRequire(path.join(relayDir, 'package.json'));
  for (const face of faces) {
    const folder = path.dirname(require.resolve(`@expo-google-fonts/${face.folder}/package.json`));
    Font.register({
      family: face.family,
      fonts: [
        { src: path.join(folder, '400Regular', `${face.file}_400Regular.ttf`), fontWeight: 400 },
        { src: path.join(folder, '700Bold', `${face.file}_700Bold.ttf`), fontWeight: 700 },
      ],
    });
  }
  // Words are never hyphenated: names and companies stay whole, and CJK lines are broken by
  // cjk-lines.ts (a hyphenation break would end a Japanese line with '-').
  Font.registerHyphenationCallback((word) => [word]);
}
