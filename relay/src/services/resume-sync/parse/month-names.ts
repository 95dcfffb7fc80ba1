/**
 * Month names and abbreviations of the ten languages' resumes (and the Levantine Arabic names),
 * lower case, mapped to the month number. Chinese and Japanese write months as digits with 月.
 */
const names: Record<number, string[]> = {
  1: ['january', 'jan', 'enero', 'ene', 'janeiro', 'januari', 'ocak', 'يناير', 'كانون الثاني', 'جانفي'],
  2: [
    'february',
    'feb',
    'febrero',
    'fevereiro',
    'fev',
    'februari',
    'şubat',
    'subat',
    'فبراير',
    'شباط',
    'فيفري',
  ],
  3: ['march', 'mar', 'marzo', 'março', 'marco', 'maret', 'mac', 'mart', 'مارس', 'آذار'],
  4: ['april', 'apr', 'abril', 'abr', 'nisan', 'أبريل', 'ابريل', 'إبريل', 'نيسان', 'أفريل'],
  5: ['may', 'mayo', 'maio', 'mai', 'mei', 'mayıs', 'mayis', 'مايو', 'أيار', 'ماي'],
  6: ['june', 'jun', 'junio', 'junho', 'juni', 'haziran', 'يونيو', 'يونيه', 'حزيران', 'جوان'],
  7: ['july', 'jul', 'julio', 'julho', 'juli', 'julai', 'temmuz', 'يوليو', 'يوليه', 'تموز', 'جويلية'],
  8: [
    'august',
    'aug',
    'agosto',
    'ago',
    'agustus',
    'agu',
    'agt',
    'ags',
    'ogos',
    'ağustos',
    'agustos',
    'أغسطس',
    'اغسطس',
    'آب',
    'أوت',
  ],
  9: [
    'september',
    'sep',
    'sept',
    'septiembre',
    'setiembre',
    'setembro',
    'set',
    'eylül',
    'eylul',
    'سبتمبر',
    'أيلول',
  ],
  10: [
    'october',
    'oct',
    'octubre',
    'outubro',
    'out',
    'oktober',
    'okt',
    'ekim',
    'أكتوبر',
    'اكتوبر',
    'تشرين الأول',
    'تشرين الاول',
  ],
  11: ['november', 'nov', 'noviembre', 'novembro', 'kasım', 'kasim', 'نوفمبر', 'تشرين الثاني', 'نوفمبر'],
  12: [
    'december',
    'dec',
    'diciembre',
    'dic',
    'dezembro',
    'dez',
    'desember',
    'des',
    'disember',
    'aralık',
    'aralik',
    'ديسمبر',
    'كانون الأول',
    'كانون الاول',
  ],
};

export const monthByName: ReadonlyMap<string, number> = new Map(
  Object.entries(names).flatMap(([month, list]) => list.map((name) => [name, Number(month)] as const)),
);

/** Every name as one regex alternation, longest first so 'june' wins over 'jun'. */
export const monthNamePattern = [...monthByName.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
