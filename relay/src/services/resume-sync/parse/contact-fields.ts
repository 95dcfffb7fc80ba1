import { editions } from '@talkhire/config';
import { type CountryCode, findPhoneNumbersInText, getCountries } from 'libphonenumber-js/min';
import { headingOf } from './section-headings';

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;

/** The first e-mail address written in the text. */
export function findEmail(text: string): string | null {
  return text.match(emailPattern)?.[0]?.toLowerCase() ?? null;
}

/** Local numbers are read as numbers of the editions' countries, in this order. */
const phoneRegions = editions.filter((e) => e.key !== 'com').map((e) => e.key.toUpperCase() as CountryCode);

/**
 * The first phone number, in E.164 form: an international number as written, a local one as a
 * number of the country the resume points at (its e-mail and web addresses' country domains, its
 * script, its letters), else of the first edition country where it is valid. Years, dates and
 * salaries are never valid numbers, so they are not mistaken for one.
 */
export function findPhone(lines: string[], wholeText: string): string | null {
  const candidates = lines
    .map((line) =>
      line.replace(new RegExp(emailPattern.source, 'gu'), ' ').replace(/\S*(?:https?:\/\/|www\.)\S*/giu, ' '),
    )
    .filter((line) => /\d[\d\s().-]{6,}\d/.test(line));
  for (const line of candidates) {
    const international = findPhoneNumbersInText(line).find((n) => n.number.isPossible());
    if (international) return international.number.number;
  }
  const regions = [...new Set([...regionHints(wholeText), ...phoneRegions])];
  for (const line of candidates) {
    for (const region of regions) {
      const local = findPhoneNumbersInText(line, region).find((n) => n.number.isValid());
      if (local) return local.number.number;
    }
  }
  return null;
}

const knownRegions = new Set(getCountries());

/** Countries a resume points at, likeliest first. */
function regionHints(text: string): CountryCode[] {
  const hints: string[] = [];
  for (const [, tld] of text.matchAll(/[\w-]+\.(?:com?\.|net\.|org\.)?([a-z]{2})\b(?![.@\w])/giu))
    hints.push(tld === 'uk' ? 'GB' : (tld ?? '').toUpperCase());
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) hints.push('JP');
  if (/\p{Script=Arabic}/u.test(text)) hints.push('SA', 'AE', 'EG');
  if (/[們個來說時會與為學國這經體實業員們歷資]/u.test(text)) hints.push('TW', 'HK');
  else if (/\p{Script=Han}/u.test(text)) hints.push('CN');
  if (/[ãõ]/iu.test(text)) hints.push('BR', 'PT');
  if (/[şğı]/iu.test(text)) hints.push('TR');
  if (/[ñ¿¡]/iu.test(text)) hints.push('ES', 'MX');
  if (/ç/iu.test(text)) hints.push('BR', 'TR');
  return hints.filter((region): region is CountryCode => knownRegions.has(region as CountryCode));
}

/** A link of the resume: what the profile shows as its name, and the address. */
export interface FoundLink {
  display_name: string;
  url: string;
}

const urlPattern =
  /\b(?:https?:\/\/[^\s<>"'，。、)）]+|www\.[^\s<>"'，。、)）]+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|twitter\.com|x\.com|stackoverflow\.com|kaggle\.com)\/[^\s<>"'，。、)）]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:dev|io|me|app|site|page|design|tech|co)(?:\/[^\s<>"'，。、)）]*)?)/giu;

const knownSites: [RegExp, string][] = [
  [/linkedin\.com$/, 'LinkedIn'],
  [/github\.com$/, 'GitHub'],
  [/gitlab\.com$/, 'GitLab'],
  [/behance\.net$/, 'Behance'],
  [/dribbble\.com$/, 'Dribbble'],
  [/medium\.com$/, 'Medium'],
  [/(?:^|\.)(?:twitter|x)\.com$/, 'X'],
  [/stackoverflow\.com$/, 'Stack Overflow'],
  [/kaggle\.com$/, 'Kaggle'],
];

/** Every web address in the text (not e-mail domains), each once, as an https URL. */
export function findLinks(text: string): FoundLink[] {
  const found = new Map<string, FoundLink>();
  for (const line of text.split('\n')) {
    const withoutEmails = line.replace(new RegExp(emailPattern.source, 'gu'), ' ');
    for (const match of withoutEmails.matchAll(urlPattern)) {
      const raw = match[0].replace(/[.,;:!?]+$/, '');
      const url = toUrl(raw);
      if (!url || found.has(url.href)) continue;
      const host = url.hostname.replace(/^www\./, '');
      const site = knownSites.find(([pattern]) => pattern.test(host));
      found.set(url.href, { display_name: site?.[1] ?? host, url: url.href.replace(/\/$/, '') });
    }
  }
  return [...found.values()];
}

function toUrl(raw: string): URL | null {
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.hostname.includes('.') ? url : null;
  } catch {
    return null;
  }
}

/** Labels resumes put before a name or an address, in the ten languages. */
const nameLabel =
  /^(?:name|full name|nombre|nombre completo|nome|nome completo|nama|nama lengkap|ad soyad|isim|姓名|名前|氏名|الاسم|الاسم الكامل)\s*[:：]?\s*/iu;
const addressLabel =
  /^(?:address|home address|dirección|domicilio|endereço|alamat|adres|ev adresi|住址|地址|住所|現住所|居住地|العنوان)\s*[:：]\s*/iu;

/** The labelled home address. */
export function findAddress(lines: string[]): string | null {
  for (const line of lines) {
    const label = line.match(addressLabel);
    if (label) {
      let address = line.slice(label[0].length).trim();
      // A narrow column wraps the address: a short unlabelled line after it is its end.
      const next = lines[lines.indexOf(line) + 1];
      if (next && isAddressTail(next)) address = `${address} ${next.trim()}`;
      if (address.length >= 4) return address.replace(/\s+/g, ' ').slice(0, 255);
    }
  }
  return null;
}

function isAddressTail(line: string): boolean {
  const text = line.trim();
  return (
    text.split(/\s+/).length <= 3 &&
    !/[:：@/•]|https?|www\./iu.test(text) &&
    !headingOf(text) &&
    /^[\p{Lu}\p{Lo}\d]/u.test(text)
  );
}

/**
 * The seeker's name: a labelled one, else the first line of the head that reads like a name
 * (a few words of letters, no digits, no address, not a job title line with separators).
 */
export function findName(head: string[]): string | null {
  for (const line of head) {
    const label = line.match(nameLabel);
    if (label && line.length > label[0].length) return cleanName(line.slice(label[0].length));
  }
  for (const line of head.slice(0, 6)) {
    const text = cleanName(line);
    if (text && looksLikeName(text)) return text;
  }
  return null;
}

function cleanName(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function looksLikeName(text: string): boolean {
  if (/[\d@/:|•,]/.test(text) || [...text].length > 50 || [...text].length < 2) return false;
  const words = text.split(' ');
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u.test(text.replace(/ /g, '')))
    return [...text.replace(/ /g, '')].length <= 6;
  return words.length >= 1 && words.length <= 5 && words.every((word) => /^[\p{L}'’.-]+$/u.test(word));
}

/**
 * First and last name. Chinese and Japanese names are written family name first: with a space the
 * first word is the family name, without one its first character. Elsewhere the last word is.
 */
export function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.split(' ').filter(Boolean);
  const cjk = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u.test(words.join(''));
  if (cjk) {
    if (words.length >= 2) return { last_name: words[0] ?? '', first_name: words.slice(1).join(' ') };
    const chars = [...name];
    return { last_name: chars[0] ?? '', first_name: chars.slice(1).join('') };
  }
  if (words.length === 1) return { first_name: words[0] ?? '', last_name: '' };
  return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1) ?? '' };
}
