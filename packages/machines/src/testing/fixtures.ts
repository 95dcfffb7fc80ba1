import type { TSessionUser } from '@talkhire/contracts';
import type { ApiFailureLike } from '../failure';

/** A signed-in seeker as the relay describes one; override what a test is about. */
export function sessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    active_key: 1,
    id: 42,
    first_name: 'Ana',
    last_name: 'Reyes',
    email: 'ana@example.com',
    phone_num: null,
    is_mobile_verified: false,
    avatar: null,
    additional_info: null,
    is_email_verify: true,
    notice_period_id: null,
    is_profile_completed: true,
    profile_needs_update: false,
    longitude: null,
    latitude: null,
    is_new_account: false,
    register_flow: null,
    chat_flow: '0',
    ...overrides,
  };
}

/** A refused call as the API client reports it. */
export function failure(status: number, code: number, extra: Partial<ApiFailureLike> = {}): ApiFailureLike {
  return { status, code, message: `refused with ${code}`, ...extra };
}
