import { createRequire } from 'node:module';
import path from 'node:path';
import { Document, Font, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { relayDir } from '../../../config/relay-dir';
import type { Block, ComposedResume } from './compose-resume';
import type { CorpusResume } from './corpus-types';

/** Renders a composed corpus resume to a PDF with react-pdf, one or two columns. */
export async function renderPdf(resume: CorpusResume, composed: ComposedResume): Promise<Buffer> {
  registerFonts();
  const family = familyOf(resume.language);
  const direction = resume.style.rtl ? 'rtl' : 'ltr';
  const column = (blocks: Block[], width: string) =>
    h(
      View,
      { style: { width, paddingHorizontal: 12 } },
      ...blocks.map((block, i) => renderBlock(block, i, direction)),
    );
  const body =
    resume.layout === 'single'
      ? column(composed.main, '100%')
      : h(
          View,
          { style: { flexDirection: 'row' } },
          column(composed.side, '34%'),
          column(composed.main, '66%'),
        );
  const document = h(
    Document,
    { title: resume.name, language: resume.language },
    h(Page, { size: 'A4', style: { fontFamily: family, fontSize: 10, padding: 28 } }, body),
  );
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}

function renderBlock(block: Block, key: number, direction: 'ltr' | 'rtl'): ReactElement {
  const align = direction === 'rtl' ? 'right' : 'left';
  if (block.cells)
    return h(
      View,
      {
        key,
        style: {
          flexDirection: direction === 'rtl' ? 'row-reverse' : 'row',
          justifyContent: 'space-between',
          marginTop: 6,
        },
      },
      ...block.cells.map((cell, i) => h(Text, { key: i, style: { fontWeight: i === 0 ? 700 : 400 } }, cell)),
    );
  const style = {
    name: { fontSize: 20, fontWeight: 700, marginBottom: 4 },
    heading: { fontSize: 12, fontWeight: 700, marginTop: 12, marginBottom: 4 },
    strong: { fontWeight: 700, marginTop: 6 },
    line: {},
    bullet: { marginLeft: 8 },
  }[block.kind];
  const text = block.kind === 'bullet' ? `• ${block.text}` : block.text;
  return h(Text, { key, style: { ...style, textAlign: align } }, text);
}

function familyOf(language: CorpusResume['language']): string {
  if (language === 'zh-cn') return 'CorpusSC';
  if (language === 'zh-tw') return 'CorpusTC';
  if (language === 'ja') return 'CorpusJP';
  if (language === 'ar') return 'CorpusArabic';
  return 'CorpusSans';
}

let registered = false;

function registerFonts(): void {
  if (registered) return;
  registered = true;
  const require = createRequire(path.join(relayDir, 'package.json'));
  const faces = [
    ['CorpusSans', 'noto-sans', 'NotoSans'],
    ['CorpusArabic', 'noto-sans-arabic', 'NotoSansArabic'],
    ['CorpusJP', 'noto-sans-jp', 'NotoSansJP'],
    ['CorpusSC', 'noto-sans-sc', 'NotoSansSC'],
    ['CorpusTC', 'noto-sans-tc', 'NotoSansTC'],
  ] as const;
  for (const [family, folder, file] of faces) {
    const dir = path.dirname(require.resolve(`@expo-google-fonts/${folder}/package.json`));
    Font.register({
      family,
      fonts: [
        { src: path.join(dir, '400Regular', `${file}_400Regular.ttf`), fontWeight: 400 },
        { src: path.join(dir, '700Bold', `${file}_700Bold.ttf`), fontWeight: 700 },
      ],
    });
  }
  // Chinese and Japanese lines have no spaces: they may break between any two characters.
  Font.registerHyphenationCallback((word) =>
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word) ? Array.from(word) : [word],
  );
}
