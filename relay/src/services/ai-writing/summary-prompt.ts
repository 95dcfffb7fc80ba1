import { profilePartLimits, type TRewriteType } from '@talkhire/contracts';
import type { AiMessage } from '../ai';
import type { WritingProfile } from './writing-profile';

/** What each rewrite asks of the model; `new` writes from the profile alone. */
const tasks: Record<TRewriteType, string> = {
  new: 'Write a career summary for this job seeker, aimed at the target role.',
  shorter: 'Rewrite the current summary to about half its length, keeping the strongest facts.',
  more_professional: 'Rewrite the current summary in a more professional, confident tone.',
  rewrite: 'Rewrite the current summary with fresh wording, keeping it true to the profile.',
};

/**
 * The chat messages of a career summary writing: a system message with the rules (first person,
 * only facts from the profile, the seeker's language, the summary's length limit, plain text), and
 * a user message holding the profile, the target job preference and, for a rewrite, the editor's
 * text. Nothing in it is invented here: every line comes from the seeker's own rows.
 */
export function summaryPrompt(
  profile: WritingProfile,
  rewriteType: TRewriteType,
  currentText?: string,
): AiMessage[] {
  const lines: string[] = [];
  lines.push(`Target role: ${profile.preference.title}`);
  const target = [
    profile.preference.jobType,
    profile.preference.industry,
    profile.preference.location,
    profile.preference.arrangement,
  ].filter(Boolean);
  if (target.length) lines.push(`Target details: ${target.join(', ')}`);
  if (profile.workingSince) lines.push(`Working since: ${profile.workingSince.slice(0, 7)}`);
  if (profile.experiences.length) {
    lines.push('Work experience:');
    for (const e of profile.experiences)
      lines.push(
        `- ${e.title} at ${e.company} (${e.from.slice(0, 7)} – ${e.to ? e.to.slice(0, 7) : 'present'})${
          e.description ? `: ${oneLine(e.description)}` : ''
        }`,
      );
  }
  if (profile.educations.length) {
    lines.push('Education:');
    for (const e of profile.educations)
      lines.push(`- ${[e.level, e.field].filter(Boolean).join(', ') || 'Studies'} at ${e.school}`);
  }
  if (profile.skills.length) lines.push(`Skills: ${profile.skills.join(', ')}`);
  if (rewriteType !== 'new' && currentText) lines.push(`Current summary: ${oneLine(currentText)}`);

  return [
    {
      role: 'system',
      content: [
        "You write career summaries for job seekers' profiles.",
        'Write in the first person, in plain text without headings, lists or quotation marks.',
        'Use only facts from the profile; never invent employers, numbers or qualifications.',
        `Write in ${profile.language.name}.`,
        `Stay under ${Math.floor(profilePartLimits.summaryMax / 2)} characters.`,
      ].join(' '),
    },
    { role: 'user', content: `${tasks[rewriteType]}\n\n${lines.join('\n')}` },
  ];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 600);
}
