/** What eligibility reads of a seeker (their users row). */
export interface SeekerIdentity {
  user_identity_id: number | null;
  identity_verified_at: Date | string | null;
}

/**
 * A job's eligibility restriction (ids of user_identity_lists; null or empty = anyone) is passed
 * only by a VERIFIED identity: the seeker's own declaration never counts (issue 15). Chat start,
 * apply and quick apply ask this and answer 41274 when it says no.
 */
export function passesEligibility(seeker: SeekerIdentity, eligibility: number[] | null): boolean {
  if (!eligibility || eligibility.length === 0) return true;
  return (
    seeker.identity_verified_at !== null &&
    seeker.user_identity_id !== null &&
    eligibility.includes(seeker.user_identity_id)
  );
}
