// Renders the first page of each resume template, set with the sample profile, into the web's
// public folder (web/public/resume-templates/<id>.png), the previews of the free resume template
// page. Run after changing a template: `npx tsx scripts/render-resume-previews.ts` (needs
// poppler's pdftoppm to turn the PDF into an image).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resumeTemplateIds } from '@talkhire/contracts';
import sharp from 'sharp';
import { relayDir } from '../src/config/relay-dir';
import { renderResume } from '../src/services/resume-builder/render-resume';
import { sampleProfile } from '../src/services/resume-builder/sample-profile';

const out = path.join(relayDir, '../web/public/resume-templates');
const work = await mkdtemp(path.join(tmpdir(), 'resume-previews-'));
await mkdir(out, { recursive: true });
try {
  for (const template of resumeTemplateIds) {
    const pdf = path.join(work, `${template}.pdf`);
    await writeFile(pdf, await renderResume(sampleProfile, template, 'en'));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      path.join(work, template),
    ]);
    const png = await sharp(await readFile(path.join(work, `${template}.png`)))
      .resize({ width: 420 })
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toBuffer();
    await writeFile(path.join(out, `${template}.png`), png);
    console.log(`${template}.png ${png.length} bytes`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
