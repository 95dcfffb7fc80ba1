import { optionLists } from '@talkhire/config/lists';

/**
 * The education level a degree line names, as an id of the `educations` configuration list.
 * Words are tried from the highest level down, so 'Master of Business Administration' is a master
 * and not the bachelor an 'Administration' might suggest. The list's own names in the ten
 * languages count too.
 */
export function educationLevelOf(text: string): number | null {
  const lower = text.toLowerCase();
  for (const { key, words } of levelWords) {
    if (words.test(lower)) return idOf(key);
  }
  for (const option of optionLists.educations) {
    const names = Object.values(option.value as Record<string, string>).map((name) => name.toLowerCase());
    if (names.some((name) => name.length >= 2 && lower.includes(name))) return option.id;
  }
  return null;
}

const levelWords: { key: string; words: RegExp }[] = [
  {
    key: 'doctorate',
    words:
      /\b(?:ph\.?\s?d|doctorate|doctor of|doctorado|doutorado|doktor|doktora|dphil|s3)\b|博士|دكتوراه|الدكتوراه/u,
  },
  {
    key: 'master',
    words:
      /\b(?:master|masters|msc|m\.sc|m\.s\.|mba|m\.?eng|m\.a\.|máster|maestría|mestrado|mestre|magister|sarjana\s+\(?s2|s2|yüksek\s+lisans|ijazah\s+sarjana(?!\s+muda))\b|硕士|碩士|修士|研究生|大学院|ماجستير|الماجستير/u,
  },
  {
    key: 'bachelor',
    words:
      /\b(?:bachelor|bachelors|bsc|b\.sc|b\.s\.|b\.a\.|ba|bs|beng|b\.eng|licenciatura|licenciado|licenciada|grado|graduação|bacharelado|bacharel|sarjana|s1|ijazah\s+sarjana\s+muda|lisans|undergraduate)\b|本科|学士|學士|大学|大學|بكالوريوس|البكالوريوس|ليسانس/u,
  },
  {
    key: 'diploma',
    words:
      /\b(?:diploma|associate degree|d3|tecnólogo|técnico superior|ön\s*lisans)\b|大专|專科|专科|短大|短期大学|高専|دبلوم/u,
  },
  {
    key: 'vocational_certificate',
    words:
      /\b(?:vocational|smk|meslek lisesi|curso técnico|formación profesional)\b|专门学校|専門学校|中专|高職|技校|شهادة مهنية/u,
  },
  {
    key: 'high_school',
    words:
      /\b(?:high school|secondary school certificate|bachillerato|ensino médio|sma|spm|lise|a-levels?)\b|高中|高等学校|高校|الثانوية|ثانوية/u,
  },
];

function idOf(key: string): number | null {
  return optionLists.educations.find((option) => option.key === key)?.id ?? null;
}
