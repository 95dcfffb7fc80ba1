import type { TIdentityInfo, TVerifyIdentityResult } from '@talkhire/contracts';

/** The citizen persona's data as user-info answers it; a pass holder would fill the pass rows. */
export const citizenInfo: TIdentityInfo = {
  uinfin: 'S9812381D',
  name: 'TAN XIAO HUI',
  residential_status: 'C',
  nationality: 'SG',
  pass_type: null,
  pass_status: null,
  pass_expiry_date: null,
};

export const citizenVerified: TVerifyIdentityResult = {
  new_user_identity: { id: 1, value: 'Singapore Citizen' },
};
