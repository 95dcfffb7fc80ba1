import { describe, expect, it } from 'vitest';
import { findDateRange } from './date-ranges';
import { educationLevelOf } from './education-level';
import { parseResume } from './parse-resume';
import { headingOf } from './section-headings';
import { splitTitleCompany } from './title-company';

describe('date ranges', () => {
  const cases: [string, string, string | null, boolean][] = [
    ['Jan 2020 – Present', '2020-1', null, true],
    ['2019.03-2021.07', '2019-3', '2021-7', false],
    ['2020年4月〜現在', '2020-4', null, true],
    ['2016年9月至2020年6月', '2016-9', '2020-6', false],
    ['2018年3月至今', '2018-3', null, true],
    ['03/2018 - 05/2020', '2018-3', '2020-5', false],
    ['Marzo 2017 - Actualidad', '2017-3', null, true],
    ['jan/2019 - o momento', '2019-1', null, true],
    ['Maret 2019 - Sekarang', '2019-3', null, true],
    ['Ogos 2018 hingga kini', '2018-8', null, true],
    ['ARALIK 2019 - Günümüz', '2019-12', null, true],
    ['يناير 2020 - حتى الآن', '2020-1', null, true],
    ['Sep. 2017 – Aug. 2019', '2017-9', '2019-8', false],
    ['2012 – 2016', '2012-null', '2016-null', false],
    ['2019-03-15 to 2020-01-02', '2019-3', '2020-1', false],
    ['٠٣/٢٠١٨ - ٠٥/٢٠٢٠', '2018-3', '2020-5', false],
  ];
  for (const [line, start, end, current] of cases)
    it(`reads '${line}'`, () => {
      const range = findDateRange(line.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
      expect(range && `${range.start.year}-${range.start.month}`).toBe(start);
      expect(range?.end ? `${range.end.year}-${range.end.month}` : null).toBe(end);
      expect(range?.current).toBe(current);
    });

  it('keeps the text beside the dates, and takes no number for a year', () => {
    expect(findDateRange('Senior Engineer at Acme  Jan 2020 – Present')?.rest).toBe(
      'Senior Engineer at Acme',
    );
    expect(findDateRange('We served 2000 users in 30 countries')).toBeNull();
    expect(findDateRange('University of X, 2016')).toMatchObject({
      start: { year: 2016, month: null },
      rest: 'University of X',
    });
  });
});

describe('section headings', () => {
  it('knows the ten languages’ headings, decorated or not', () => {
    expect(headingOf('WORK EXPERIENCE')).toBe('experience');
    expect(headingOf('E X P E R I E N C E')).toBe('experience');
    expect(headingOf('2. Experiencia laboral:')).toBe('experience');
    expect(headingOf('工作经历')).toBe('experience');
    expect(headingOf('職務経歴')).toBe('experience');
    expect(headingOf('Pengalaman Kerja')).toBe('experience');
    expect(headingOf('الخبرات العملية')).toBe('experience');
    expect(headingOf('HAKKIMDA')).toBe('summary');
    expect(headingOf('Formação acadêmica')).toBe('education');
    expect(headingOf('Kemahiran')).toBe('skills');
    expect(headingOf('Idiomas')).toBe('other');
    expect(headingOf('Senior engineer with experience')).toBeNull();
  });
});

describe('title and company', () => {
  it('tells them apart by their words, whatever the order', () => {
    expect(splitTitleCompany(['Senior Engineer at Stripe Inc.'])).toEqual({
      title: 'Senior Engineer',
      company: 'Stripe Inc.',
    });
    expect(splitTitleCompany(['Deloitte México', 'Contador Senior'])).toEqual({
      title: 'Contador Senior',
      company: 'Deloitte México',
    });
    expect(splitTitleCompany(['Analista de Marketing Pleno', 'Nubank'])).toEqual({
      title: 'Analista de Marketing Pleno',
      company: 'Nubank',
    });
    expect(splitTitleCompany(['上海星辰科技有限公司', '高级后端工程师'])).toEqual({
      title: '高级后端工程师',
      company: '上海星辰科技有限公司',
    });
    expect(splitTitleCompany(['株式会社メルカリ', 'テックリード'])).toEqual({
      title: 'テックリード',
      company: '株式会社メルカリ',
    });
    expect(splitTitleCompany(['Jurutera Perisian di Maybank Berhad'])).toEqual({
      title: 'Jurutera Perisian',
      company: 'Maybank Berhad',
    });
  });
});

describe('education levels', () => {
  it('maps degrees of the ten languages to the educations list', () => {
    expect(educationLevelOf('Master of Business Administration')).toBe(7);
    expect(educationLevelOf('Bachelor of Science in Computer Science')).toBe(6);
    expect(educationLevelOf('Licenciatura en Contaduría')).toBe(6);
    expect(educationLevelOf('S1 Ilmu Komputer')).toBe(6);
    expect(educationLevelOf('Yüksek Lisans, İşletme Mühendisliği')).toBe(7);
    expect(educationLevelOf('博士 物理学')).toBe(8);
    expect(educationLevelOf('修士 情報工学')).toBe(7);
    expect(educationLevelOf('بكالوريوس علوم الحاسب')).toBe(6);
    expect(educationLevelOf('Cooking class')).toBeNull();
  });
});

describe('a whole resume', () => {
  const text = [
    'Jane Doe',
    'jane@example.dev | +44 20 7946 0958 | github.com/janedoe',
    'Summary',
    'Engineer who likes small, well-tested services.',
    'Experience',
    'Platform Engineer | Monzo Bank | 04/2021 - Present',
    '• Ran the Kubernetes upgrade for 1,500 services.',
    'Backend Developer',
    'Deliveroo',
    '09/2017 - 03/2021',
    'Built the rider payments service.',
    'Education',
    'BSc Computer Science, University of Leeds, 2014 - 2017',
    'Skills',
    'Go, Kubernetes, PostgreSQL; Terraform • gRPC',
    'Hobbies',
    'Climbing since 2010',
  ].join('\n');

  it('finds each part and nothing that is not there', () => {
    const parsed = parseResume(text);
    expect(parsed).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.dev',
      phone: '+442079460958',
      summary: 'Engineer who likes small, well-tested services.',
      links: [{ display_name: 'GitHub', url: 'https://github.com/janedoe' }],
      skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Terraform', 'gRPC'],
    });
    expect(parsed.experiences).toHaveLength(2);
    expect(parsed.experiences[0]).toMatchObject({
      title: 'Platform Engineer',
      company: 'Monzo Bank',
      current: true,
    });
    expect(parsed.experiences[0]?.description).toBe('• Ran the Kubernetes upgrade for 1,500 services.');
    expect(parsed.experiences[1]).toMatchObject({
      title: 'Backend Developer',
      company: 'Deliveroo',
      start: { year: 2017, month: 9 },
      end: { year: 2021, month: 3 },
    });
    expect(parsed.educations).toHaveLength(1);
    expect(parsed.educations[0]).toMatchObject({ school: 'University of Leeds', level_id: 6 });
  });

  it('reads nothing from an empty or unrelated text', () => {
    const parsed = parseResume('Lorem ipsum dolor sit amet.\nConsectetur adipiscing elit.');
    expect(parsed.experiences).toEqual([]);
    expect(parsed.educations).toEqual([]);
    expect(parsed.email).toBeNull();
  });
});
