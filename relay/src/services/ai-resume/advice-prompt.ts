import type { LanguageCode } from '@talkhire/config';
import { type AiChatRequest, promptLanguageName } from '../ai';
import type { Finding } from './resume-checks';

/**
 * The one thing the model does in a resume analysis: word the overall advice for this seeker in
 * two or three sentences, from the score and the findings already made (each as the seeker reads
 * it on the page, in their language). The prompt is plain `Label: value` lines and `- item` lists,
 * which any model follows and the local stand-in reads.
 */
export function advicePrompt(input: {
  firstName: string;
  score: number;
  findings: Finding[];
  /** Each finding as the page words it (title and what to fix), in the seeker's language. */
  wordingOf: (finding: Finding) => string;
  strengths: string[];
  language: LanguageCode;
}): AiChatRequest {
  const languageName = promptLanguageName(input.language);
  return {
    purpose: 'resume_analysis_advice',
    maxTokens: 160,
    temperature: 0.3,
    messages: [
      {
        role: 'system',
        content: `You are a career coach on a job site. Write short, personal advice on a resume analysis: two or three sentences, the most important fix first, encouraging, no lists, no greeting line. Write in ${languageName}.`,
      },
      {
        role: 'user',
        content: [
          `Name: ${input.firstName}`,
          `Score: ${input.score}/100`,
          'Issues to fix:',
          ...input.findings.slice(0, 6).map((f) => `- [${f.severity}] ${input.wordingOf(f)}`),
          ...(input.strengths.length ? ['Strengths:', ...input.strengths.map((s) => `- ${s}`)] : []),
        ].join('\n'),
      },
    ],
  };
}
