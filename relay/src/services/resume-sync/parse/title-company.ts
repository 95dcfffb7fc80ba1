/**
 * Which piece of a header names the employer and which the job. Company words (legal forms,
 * 'Group', 公司, 株式会社, شركة…) and job words (Engineer, Gerente, 工程师, エンジニア, مهندس…)
 * decide; without either, resumes mostly write the title first.
 */
export function splitTitleCompany(parts: string[]): { title: string | null; company: string | null } {
  const pieces = parts.flatMap(splitJoined).slice(0, 3);
  if (pieces.length === 0) return { title: null, company: null };
  if (pieces.length === 1) {
    const only = pieces[0] ?? '';
    return companyScore(only) > titleScore(only)
      ? { title: null, company: only }
      : { title: only, company: null };
  }
  const [a = '', b = ''] = pieces;
  const aCompany = companyScore(a) - titleScore(a);
  const bCompany = companyScore(b) - titleScore(b);
  return aCompany > bCompany ? { title: b, company: a } : { title: a, company: b };
}

/** 'Engineer at Acme', 'Analista en Banco X', 'Engenheiro na Empresa', 'Jurutera di Syarikat'. */
function splitJoined(part: string): string[] {
  const joined = part.match(/^(.{2,}?)\s+(?:at|@|en|na|no|em|di|chez|bei)\s+(.{2,})$/u);
  if (joined && companyScore(joined[2] ?? '') >= titleScore(joined[2] ?? ''))
    return [joined[1] ?? '', joined[2] ?? ''];
  // '上海星辰科技有限公司软件工程师': a company's legal form, then a job title, with no space between.
  const cjk = part.match(/^(\S+(?:公司|株式会社|有限会社|集团|集團|銀行|银行|事務所|研究所))\s*(\S+)$/u);
  if (cjk && titleScore(cjk[2] ?? '') > 0 && companyScore(cjk[2] ?? '') === 0)
    return [cjk[1] ?? '', cjk[2] ?? ''];
  return [part];
}

const companyWords = new RegExp(
  [
    '\\b(?:inc|ltd|llc|llp|corp|corporation|co|company|gmbh|ag|sa|s\\.a|sl|s\\.l|ltda|plc|pte|pvt|bv|nv|srl|group|holdings|bank|banco|studio|studios|labs?|technologies|technology|tech|solutions|systems|consulting|agency|partners|ventures|software|digital|media|logistics|foundation|hospital|university|universidad|universidade)\\b',
    '\\bpt\\b',
    '\\btbk\\b',
    '\\bcv\\b',
    'sdn\\.? bhd',
    '\\bbhd\\b',
    '\\bberhad\\b',
    'a\\.ş',
    '\\ba\\.?ş\\.?(?![a-z])',
    'ltd\\.? şti',
    '\\bholding\\b',
    '\\bempresa\\b',
    '\\bgrupo\\b',
    '\\bsyarikat\\b',
    '\\bperusahaan\\b',
    'şirketi',
    '公司',
    '株式会社',
    '有限会社',
    '合同会社',
    '集团',
    '集團',
    '银行',
    '銀行',
    '事務所',
    'グループ',
    '商事',
    '医院',
    '醫院',
    'شركة',
    'مؤسسة',
    'مجموعة',
    'بنك',
    'مستشفى',
  ].join('|'),
  'iu',
);

const titleWords = new RegExp(
  [
    '\\b(?:engineer|developer|manager|analyst|designer|intern|director|lead|head|specialist|consultant|coordinator|assistant|officer|executive|administrator|architect|scientist|accountant|teacher|nurse|representative|associate|supervisor|programmer|technician|editor|writer|marketer|recruiter|founder|ceo|cto|cfo|owner|trainee|clerk|agent|advisor|adviser)\\b',
    '\\b(?:desarrollador|desarrolladora|ingeniero|ingeniera|gerente|analista|diseñador|diseñadora|jefe|jefa|coordinador|coordinadora|asistente|director|directora|técnico|técnica|contador|contadora|becario|practicante|responsable|especialista|consultor|consultora|programador|programadora)\\b',
    '\\b(?:desenvolvedor|desenvolvedora|engenheiro|engenheira|coordenador|coordenadora|assistente|estagiário|estagiária|gerente|analista|designer|técnico|contador|contadora|supervisor|supervisora|programador|consultor)\\b',
    '\\b(?:insinyur|pengembang|manajer|staf|staff|analis|perancang|kepala|asisten|pemrogram|akuntan|guru|konsultan)\\b',
    '\\b(?:jurutera|pengurus|pembangun|eksekutif|pegawai|penolong|pereka|juruaudit|akauntan|pengaturcara|penganalisis)\\b',
    '(?:mühendis|geliştirici|müdür|uzman|yönetici|analist|tasarımcı|stajyer|sorumlu|asistan|muhasebeci|danışman|programcı|şefi?)',
    '(?:工程师|工程師|经理|經理|主管|设计师|設計師|专员|專員|总监|總監|分析师|分析師|开发|開發|助理|实习|實習|顾问|顧問|会计|會計|组长|組長|架构师|架構師|产品|產品|运营|運營)',
    '(?:エンジニア|マネージャー|マネジャー|担当|主任|課長|部長|係長|デザイナー|開発|営業|アナリスト|コンサルタント|リーダー|プログラマー|事務)',
    '(?:مهندس|مدير|مديرة|مطور|مطورة|محلل|محللة|مصمم|مصممة|أخصائي|أخصائية|مساعد|مساعدة|محاسب|محاسبة|مستشار|منسق|منسقة|رئيس|مشرف)',
  ].join('|'),
  'iu',
);

function companyScore(text: string): number {
  return companyWords.test(text) ? 1 : 0;
}

function titleScore(text: string): number {
  return titleWords.test(text) ? 1 : 0;
}
