import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import LinkifyIt from 'linkify-it';

/**
 * Spec §5 / §8 41344: messages (outside a finished number exchange) and common phrases carry no
 * contact information. Links and addresses are found by linkify-it: a scheme, `www.`, an email, or
 * a bare domain under a real top-level domain ('talk.example.com', 'cv.example.io'), so 'Node.js'
 * or '1.12.2026' are not links. Phone numbers are found by libphonenumber in their international
 * forms (however dotted or spaced), and in local forms as 7 or more digits spaced, dashed or
 * bracketed (not dotted: dates are); years and salaries stay allowed (fewer than 7 digits in a row).
 */
export function containsContactInfo(text: string): boolean {
  // Full-width digits and letters count as their ASCII selves.
  const normalised = text.normalize('NFKC');
  return hasLink(normalised) || hasPhoneNumber(normalised);
}

const linkify = new LinkifyIt({ fuzzyEmail: true, fuzzyLink: true, fuzzyIP: true }).tlds(
  [
    'app',
    'dev',
    'xyz',
    'online',
    'site',
    'tech',
    'store',
    'link',
    'page',
    'cloud',
    'club',
    'live',
    'top',
    'work',
  ],
  true,
);

/** Names of technologies written like domains: a skill, not an address. */
const notAddresses = new Set(['asp.net', 'vb.net', 'ado.net']);

const shortestNumberDigits = 7;

function hasLink(text: string): boolean {
  return (linkify.match(text) ?? []).some((match) => !notAddresses.has(match.raw.toLowerCase()));
}

function hasPhoneNumber(text: string): boolean {
  // The shortest numbers anywhere (Niue's, +683 and four digits) have 7 digits: with fewer in the
  // whole text there is none, and libphonenumber's search (the costliest part of every chat send)
  // is skipped. \p{Nd} counts the digits of every script, as libphonenumber reads them.
  if ((text.match(/\p{Nd}/gu)?.length ?? 0) < shortestNumberDigits) return false;
  if (findPhoneNumbersInText(text).length > 0) return true;
  for (const candidate of text.match(/\+?\d[\d\s()-]{5,}\d/g) ?? []) {
    if (candidate.replace(/\D/g, '').length >= 7) return true;
  }
  return false;
}
