import type { TBasicProfilePatch } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { profileLists } from './profile-lists';

/**
 * The basic info's rules that need the configuration lists: every id names an entry of its list.
 * The rest of spec §5 (names, age ≥ 16, working since not in the future) is the contract's.
 */
export function checkBasicProfile(patch: TBasicProfilePatch): TBasicProfilePatch {
  const problems = new FieldProblems();
  problems.requireListed('nationality_id', patch.nationality_id, profileLists.countries);
  problems.requireListed('location_id', patch.location_id, profileLists.locations);
  problems.requireListed('notice_period_id', patch.notice_period_id, profileLists.noticePeriods);
  problems.requireListed('declared_identity_id', patch.declared_identity_id, profileLists.userIdentities);
  problems.throwIfAny();
  return patch;
}
