/**
 * The work eligibility a verified identity gives (ids of config list user_identity_lists):
 * residential status C → 1 Singapore Citizen, P → 2 Singapore PR; otherwise the pass decides,
 * and a pass that is not Live or has expired counts as 10 Others.
 */
export function identityIdOf(person: IdentityRuleInput, today: string): number {
  if (person.residentialStatusCode === 'C') return userIdentities.citizen;
  if (person.residentialStatusCode === 'P') return userIdentities.permanentResident;
  const passType = person.passTypeCode ?? '';
  const byPass = identityByPassType[passType];
  if (byPass === undefined) return userIdentities.others;
  const live = person.passStatus?.toLowerCase() === 'live';
  const expired = !person.passExpiryDate || person.passExpiryDate < today;
  return live && !expired ? byPass : userIdentities.others;
}

export interface IdentityRuleInput {
  /** MyInfo's residentialstatus.code: C citizen, P PR, A alien, U unknown, N not applicable. */
  residentialStatusCode: string | null;
  /** MyInfo's passtype.code (P1Pass, SPass, WPass…). */
  passTypeCode: string | null;
  passStatus: string | null;
  /** YYYY-MM-DD. */
  passExpiryDate: string | null;
}

export const userIdentities = { citizen: 1, permanentResident: 2, others: 10 } as const;

const identityByPassType: Record<string, number> = {
  P1Pass: 3,
  P2Pass: 3,
  QPass: 3,
  PEP: 3,
  SPass: 4,
  WPass: 5,
  DP: 6,
  LTVP: 7,
  EntrePass: 8,
  ENTP: 8,
  STP: 9,
};
