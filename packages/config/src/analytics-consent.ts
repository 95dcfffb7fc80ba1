import type { EditionKey } from './countries';

/**
 * Whether an edition's visitors are asked before usage analytics (issue 16's tracking module) is
 * kept in their browser and sent: 'opt-in' shows a consent bar and sends nothing until it is
 * accepted; 'notice' tells about it in the privacy notice and sends from the first page. The
 * choice follows the law of the edition's country about storing and reading analytics data on a
 * visitor's device; where that is unsettled or the audience is worldwide, opt-in.
 */
export type AnalyticsConsent = 'opt-in' | 'notice';

export const analyticsConsent: Record<EditionKey, AnalyticsConsent> = {
  // APPI: use for a published purpose needs notice; consent only for handing data to third parties.
  jp: 'notice',
  // Data Privacy Act 2012 s.12(f): legitimate interest, with the notice of s.16.
  ph: 'notice',
  // PDPA (2020 amendment): deemed consent by notification and the legitimate-interests exception.
  sg: 'notice',
  // PDPA 2010 s.6: processing needs the data subject's consent, with no legitimate-interest basis.
  my: 'opt-in',
  // UU PDP 2022 art. 20: legitimate interest is a lawful basis, with notice.
  id: 'notice',
  // PDPO DPP1: a collection statement at or before collection.
  hk: 'notice',
  // PDPA art. 19: collection for a specific purpose within a notified relationship.
  tw: 'notice',
  // No federal rule; state laws (CCPA/CPRA and others) give an opt-out, not an opt-in.
  us: 'notice',
  // UK GDPR with PECR reg. 6: analytics storage on a device needs consent.
  gb: 'opt-in',
  // Quebec's Law 25 (s.8.1): tracking functions must be off until the person turns them on.
  ca: 'opt-in',
  // LGPD with the ANPD's cookie guide (2022): analytics cookies rest on consent.
  br: 'opt-in',
  // KVKK and the Authority's cookie guide (2022): explicit consent for non-essential cookies.
  tr: 'opt-in',
  // NDPA 2023 s.25: legitimate interest is a lawful basis, with notice.
  ng: 'notice',
  // PDPL with its 2023 regulations: legitimate interest for non-sensitive data, with notice.
  sa: 'notice',
  // PDPL (Federal Decree-Law 45/2021) art. 4: consent, unless an exception applies; none fits analytics.
  ae: 'opt-in',
  // PDPA 2022 schedule I: legitimate interest is a lawful basis, with notice.
  lk: 'notice',
  // GDPR with LSSI art. 22.2 (the ePrivacy rule): analytics storage on a device needs consent.
  es: 'opt-in',
  // ZZPL 2018 and the electronic communications law: consent to storage on the device, as in the EU.
  rs: 'opt-in',
  // The worldwide edition is visited from the EU and everywhere else: the strictest rule.
  com: 'opt-in',
};
