/**
 * Japan's job page shows working terms other editions do not (spec §2): contract period, working
 * hours, passive smoking measures, social insurance and holidays. Demo jobs get them in Japanese,
 * chosen from the job type and the title without drawing on the seed's random stream, so adding
 * them leaves every other generated value as it was.
 */
export interface JapanTerms {
  jp_contract_period: string;
  jp_working_hours: string;
  jp_passive_smoking: string;
  jp_social_insurance: string;
  jp_holidays: string;
}

export function japanTerms(jobTypeKey: string, title: string): JapanTerms {
  const n = [...title].reduce((sum, c) => (sum * 31 + (c.codePointAt(0) ?? 0)) % 9973, 7);
  const pick = (list: readonly string[]) => list[n % list.length] as string;
  return {
    jp_contract_period: contractPeriods[jobTypeKey] ?? contractPeriods.full_time!,
    jp_working_hours:
      jobTypeKey === 'part_time' ? '週3日〜、1日4時間〜（シフト制、応相談）' : pick(workingHours),
    jp_passive_smoking: pick(smokingMeasures),
    jp_social_insurance:
      jobTypeKey === 'full_time' || jobTypeKey === 'contract'
        ? '健康保険・厚生年金保険・雇用保険・労災保険'
        : '雇用保険・労災保険（加入条件を満たす場合は健康保険・厚生年金保険）',
    jp_holidays: pick(holidays),
  };
}

const contractPeriods: Record<string, string> = {
  full_time: '期間の定めなし（試用期間3ヶ月）',
  part_time: '期間の定めなし',
  contract: '1年（更新の可能性あり）',
  temporary: '6ヶ月（更新の可能性あり）',
  internship: '3ヶ月',
  freelance: '業務委託（プロジェクト単位、3ヶ月ごとに更新）',
};
const workingHours = [
  '9:00〜18:00（休憩60分、実働8時間）',
  '10:00〜19:00（休憩60分、実働8時間）',
  'フレックスタイム制（コアタイム 11:00〜15:00）',
] as const;
const smokingMeasures = ['屋内原則禁煙（喫煙専用室あり）', '敷地内全面禁煙', '屋内全面禁煙'] as const;
const holidays = [
  '完全週休2日制（土日祝）、年間休日125日、年末年始休暇、夏季休暇、有給休暇',
  '完全週休2日制（土日）、祝日、年間休日120日、慶弔休暇、有給休暇',
  '週休2日制（シフト制）、年間休日115日、有給休暇、育児・介護休暇',
] as const;
