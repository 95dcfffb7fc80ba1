import { languages } from '@talkhire/config';
import { describe, expect, it } from 'vitest';
import { advicePrompt } from '../ai-resume/advice-prompt';
import type { Finding } from '../ai-resume/resume-checks';
import { summaryPrompt } from '../ai-writing/summary-prompt';
import type { WritingProfile } from '../ai-writing/writing-profile';
import { answerPhrases } from './answer-phrases';
import { composeAnswer } from './compose-answer';

/** A seeker's profile as the relay reads it, with the words the seeker wrote in their language. */
function profileIn(
  language: WritingProfile['language'],
  words: { target: string; latest: string; earlier: string; company: string; result: string; skill: string },
): WritingProfile {
  return {
    firstName: 'Maria',
    workingSince: '2018-06-01',
    experiences: [
      {
        title: words.latest,
        company: words.company,
        from: '2019-03-01',
        to: null,
        description: words.result,
      },
      { title: words.earlier, company: 'Pixel Co', from: '2018-06-01', to: '2019-02-01', description: null },
    ],
    educations: [],
    skills: ['TypeScript', 'React', words.skill],
    preference: { title: words.target, jobType: null, industry: null, location: null, arrangement: 'remote' },
    language,
  };
}

const english = profileIn(
  { code: 'en', name: 'English' },
  {
    target: 'Frontend Engineer',
    latest: 'Frontend Developer',
    earlier: 'Web designer',
    company: 'Acme Manila',
    result: 'Built the checkout in React. Raised conversion by 12% in 2023.',
    skill: 'Accessibility',
  },
);

/** What the stand-in answers to the relay's request, as the HTTP server would. */
function answer(request: { messages: { role: string; content: string }[]; maxTokens?: number }): string {
  return composeAnswer(request.messages, { maxTokens: request.maxTokens ?? 600 });
}

describe("the stand-in's career summary", () => {
  it('is written in English from the facts, titles as the seeker wrote them', () => {
    expect(answer({ messages: summaryPrompt(english, 'new') })).toBe(
      'Frontend Engineer with 5 years of experience, having worked as Frontend Developer and web designer. ' +
        'Skilled in TypeScript, React and Accessibility. Achieved: raised conversion by 12% in 2023. ' +
        'Looking for Frontend Engineer roles.',
    );
  });

  it('is written in Arabic when the prompt asks, holding the facts as written', () => {
    const arabic = profileIn(
      { code: 'ar', name: 'Arabic' },
      {
        target: 'مهندس واجهات أمامية',
        latest: 'مطور واجهات أمامية',
        earlier: 'مصمم مواقع',
        company: 'أكمي',
        result: 'بنيت صفحة الدفع. رفعت معدل التحويل بنسبة 12% في 2023.',
        skill: 'إمكانية الوصول',
      },
    );
    expect(answer({ messages: summaryPrompt(arabic, 'new') })).toBe(
      'مهندس واجهات أمامية بخبرة 5 سنوات، وعملت سابقًا بصفة مطور واجهات أمامية ومصمم مواقع. ' +
        'أجيد TypeScript، React وإمكانية الوصول. إنجاز: رفعت معدل التحويل بنسبة 12% في 2023. ' +
        'أبحث عن وظيفة مهندس واجهات أمامية.',
    );
  });

  it('is written in Japanese, sentences and lists joined without spaces', () => {
    const japanese = profileIn(
      { code: 'ja', name: 'Japanese' },
      {
        target: 'フロントエンドエンジニア',
        latest: 'フロントエンド開発者',
        earlier: 'Webデザイナー',
        company: '株式会社アクメ',
        result: '決済画面をReactで構築しました。2023年にコンバージョン率を12%向上させました。',
        skill: 'アクセシビリティ',
      },
    );
    expect(answer({ messages: summaryPrompt(japanese, 'new') })).toBe(
      '経験5年のフロントエンドエンジニアです。これまでフロントエンド開発者およびWebデザイナーとして働いてきました。' +
        'TypeScript、Reactおよびアクセシビリティを得意としています。実績：2023年にコンバージョン率を12%向上させました。' +
        'フロントエンドエンジニアの職を希望しています。',
    );
  });

  it('is written in Spanish, with "e" instead of "y" before a word starting with the sound i', () => {
    const spanish = profileIn(
      { code: 'es', name: 'Spanish' },
      {
        target: 'Ingeniera frontend',
        latest: 'Desarrolladora frontend',
        earlier: 'Diseñadora web',
        company: 'Acme Madrid',
        result: 'Construí el pago en React. Aumenté la conversión un 12% en 2023.',
        skill: 'Inglés',
      },
    );
    expect(answer({ messages: summaryPrompt(spanish, 'new') })).toBe(
      'Ingeniera frontend con 5 años de experiencia, que ha trabajado como desarrolladora frontend y diseñadora web. ' +
        'Dominio de TypeScript, React e Inglés. Logro: aumenté la conversión un 12% en 2023. ' +
        'En busca de puestos de ingeniera frontend.',
    );
  });

  it('is written in the language a "Write in" sentence names, English when it names none of the ten', () => {
    const request = 'Write a career summary.\nJob title: Nurse\nSkills: triage, ICU care';
    expect(composeAnswer([{ role: 'user', content: `${request}\nWrite in Japanese.` }])).toBe(
      'Nurseです。triageおよびICU careを得意としています。',
    );
    const inEnglish = 'Nurse. Skilled in triage and ICU care.';
    expect(composeAnswer([{ role: 'user', content: `${request}\nWrite in French.` }])).toBe(inEnglish);
    expect(composeAnswer([{ role: 'user', content: request }])).toBe(inEnglish);
    const french = { ...english, language: { code: 'en' as const, name: 'French' } };
    expect(answer({ messages: summaryPrompt(french, 'new') })).toBe(
      answer({ messages: summaryPrompt(english, 'new') }),
    );
  });

  it('keeps the first two sentences for the relay\'s "shorter" rewrite', () => {
    expect(answer({ messages: summaryPrompt(english, 'shorter', 'My current summary.') })).toBe(
      'Frontend Engineer with 5 years of experience, having worked as Frontend Developer and web designer. ' +
        'Skilled in TypeScript, React and Accessibility.',
    );
  });

  it('cuts a Japanese answer over its token limit after a punctuation mark, Japanese having no spaces', () => {
    const skills = Array.from({ length: 8 }, (_, i) => `スキル${i + 1}`).join('、');
    const text = composeAnswer(
      [{ role: 'user', content: `Write a career summary. Write in Japanese.\nSkills: ${skills}` }],
      { maxTokens: 8 },
    );
    // The whole answer, 'スキル1、スキル2、スキル3、スキル4およびスキル5を得意としています。', is 36 characters.
    expect(text).toBe('スキル1、スキル2、スキル3、');
  });
});

describe("the stand-in's resume advice", () => {
  const finding = (severity: Finding['severity']): Finding => ({
    code: 'missing_summary',
    severity,
    section: 'summary',
    item_id: null,
    details: {},
  });

  it('is written in Arabic from the score, the issues as the page words them and the strengths', () => {
    const wordings = [
      'لا يوجد ملخص: اكتب ملخصًا قصيرًا عن نفسك.',
      'لا توجد مهارات كافية: أضف ثلاث مهارات على الأقل.',
      'لا توجد سيرة ذاتية مرفقة: أرفق سيرتك الذاتية.',
    ];
    const findings = [finding('high'), finding('medium'), finding('low')];
    const request = advicePrompt({
      firstName: 'مريم',
      score: 62,
      findings,
      wordingOf: (f) => wordings[findings.indexOf(f)] ?? '',
      strengths: ['بريد إلكتروني موثّق', 'خبرة عملية حديثة'],
      language: 'ar',
    });
    expect(answer(request)).toBe(
      'مريم، حصلت سيرتك الذاتية على 62 من 100. ابدأ بهذا: لا يوجد ملخص: اكتب ملخصًا قصيرًا عن نفسك. ' +
        'بعد ذلك، لا توجد مهارات كافية: أضف ثلاث مهارات على الأقل. في القائمة أدناه ملاحظة أخرى أقل أهمية. ' +
        'ما هو جيد بالفعل: بريد إلكتروني موثّق وخبرة عملية حديثة.',
    );
  });

  it('is written in each of the ten product languages as the advice prompt names them', () => {
    for (const { value } of languages) {
      const request = advicePrompt({
        firstName: 'Maria',
        score: 62,
        findings: [],
        wordingOf: () => '',
        strengths: [],
        language: value,
      });
      const { advice, sentenceGap } = answerPhrases[value];
      expect(answer(request), value).toBe(`${advice.score('62', 'Maria')}${sentenceGap}${advice.noIssues}`);
    }
  });
});
