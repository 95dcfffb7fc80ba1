import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

/** Every language's interface text, as the relay serves it: one file per feature. */
const files = import.meta.glob<Messages>('../../../packages/i18n/src/resources/*/*.json', {
  eager: true,
  import: 'default',
});

/** Each language's word for a recruiter, which the product calls the Boss. */
const recruiterWords: Record<string, RegExp> = {
  ar: /مسؤول[وي]? التوظيف/,
  en: /recruiter/i,
  es: /reclutador/i,
  id: /perekrut/i,
  ja: /採用担当/,
  ms: /perekrut/i,
  'pt-br': /recrutador/i,
  tr: /işe alım uzman/i,
  'zh-cn': /招聘者|招聘人员/,
  'zh-tw': /招募人員|招聘人員/,
};

/** The texts the job page shows: its own, its similar jobs' cards, the block and apply dialogs. */
const jobPageTexts = (language: string): [string, string][] => {
  const file = (name: string) => files[`../../../packages/i18n/src/resources/${language}/${name}.json`] ?? {};
  const at = (messages: Messages, path: string) =>
    path
      .split('.')
      .reduce<Messages | string | undefined>(
        (node, key) => (typeof node === 'object' ? node[key] : undefined),
        messages,
      );
  const leaves = (node: Messages | string | undefined, path: string): [string, string][] =>
    typeof node === 'string'
      ? [[path, node]]
      : Object.entries(node ?? {}).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  return [
    ...leaves(at(file('job'), 'job'), 'job'),
    ...shownAlso.flatMap(([name, path]) => leaves(at(file(name), path), path)),
  ];
};
const shownAlso: [file: string, path: string][] = [
  ['jobs', 'jobs.card.recruiter'],
  ['companies', 'companies.block.blocked_note'],
  ['companies', 'companies.block.block_text'],
  ['companies', 'companies.block.unblock_text'],
  ['apply', 'apply.first_message_label'],
  ['apply', 'apply.quick.intro_external'],
  ['apply', 'apply.quick.progress.RecordingClick'],
];

describe('the job page', () => {
  it.each(Object.keys(recruiterWords))('calls the Boss the Boss, never a recruiter (%s)', (language) => {
    const texts = jobPageTexts(language);
    expect(texts.length).toBeGreaterThan(50);
    for (const [path, text] of texts)
      expect(text, `${language} ${path}`).not.toMatch(recruiterWords[language]!);
  });

  it.each(Object.keys(recruiterWords))(
    "heads the Boss's card with the chat's name for the Boss (%s)",
    (language) => {
      const chat = files[`../../../packages/i18n/src/resources/${language}/chat.json`] as {
        chat: { boss: string };
      };
      const job = files[`../../../packages/i18n/src/resources/${language}/job.json`] as {
        job: { recruiter: { title: string } };
      };
      expect(job.job.recruiter.title).toBe(chat.chat.boss);
    },
  );
});
