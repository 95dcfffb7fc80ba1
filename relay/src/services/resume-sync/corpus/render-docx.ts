import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, ComposedResume } from './compose-resume';
import type { CorpusResume } from './corpus-types';

/** Renders a composed corpus resume to a Word document: headings as Word headings, or a two-cell table. */
export async function renderDocx(resume: CorpusResume, composed: ComposedResume): Promise<Buffer> {
  const rtl = resume.style.rtl === true;
  const paragraphs = (blocks: Block[]) => blocks.map((block) => toParagraph(block, rtl));
  const children =
    resume.layout === 'table'
      ? [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                children: [
                  new TableCell({
                    width: { size: 35, type: WidthType.PERCENTAGE },
                    children: paragraphs(composed.side),
                  }),
                  new TableCell({
                    width: { size: 65, type: WidthType.PERCENTAGE },
                    children: paragraphs(composed.main),
                  }),
                ],
              }),
            ],
          }),
        ]
      : paragraphs([...composed.side, ...composed.main]);
  const document = new Document({ creator: 'Talkhire corpus', title: resume.name, sections: [{ children }] });
  return Packer.toBuffer(document);
}

function toParagraph(block: Block, rtl: boolean): Paragraph {
  const alignment = rtl ? AlignmentType.RIGHT : AlignmentType.LEFT;
  const text = (value: string, bold = false) => new TextRun({ text: value, bold, rightToLeft: rtl });
  switch (block.kind) {
    case 'name':
      return new Paragraph({
        heading: HeadingLevel.TITLE,
        bidirectional: rtl,
        alignment,
        children: [text(block.text, true)],
      });
    case 'heading':
      return new Paragraph({
        heading: HeadingLevel.HEADING_1,
        bidirectional: rtl,
        alignment,
        children: [text(block.text, true)],
      });
    case 'bullet':
      return new Paragraph({
        bullet: { level: 0 },
        bidirectional: rtl,
        alignment,
        children: [text(block.text)],
      });
    default: {
      const cells = block.cells ?? [block.text];
      const runs = cells.flatMap((cell, i) =>
        i === 0 ? [text(cell, block.kind === 'strong')] : [new TextRun({ text: '\t' }), text(cell)],
      );
      return new Paragraph({ bidirectional: rtl, alignment, children: runs });
    }
  }
}
