/**
 * Spec §5 / §8 41344: common phrases carry no contact information. A link is a scheme, a `www.`
 * or a host with a common top-level domain; a phone number is 7 or more digits, however spaced,
 * dashed or bracketed (not dotted: dates are), with or without a leading +. Years and salaries stay allowed
 * (fewer than 7 digits in a row).
 */
export function containsContactInfo(text: string): boolean {
  return link.test(text) || phoneNumber(text);
}

const link =
  /(\b[a-z][a-z0-9+.-]*:\/\/)|(\bwww\.)|(\b[a-z0-9-]+\.(com|net|org|io|co|me|info|biz|app|dev|ly|gg|sg|ph|my|id|jp|tw|hk|tr|br|es|ae|sa|uk|us|in|cn)(\/|\b))/i;

function phoneNumber(text: string): boolean {
  // Full-width digits count as digits.
  const normalised = text.normalize('NFKC');
  for (const candidate of normalised.match(/\+?\d[\d\s()-]{5,}\d/g) ?? []) {
    if (candidate.replace(/\D/g, '').length >= 7) return true;
  }
  return false;
}
