import { describe, expect, it } from 'vitest';
import { readSessionUserCookie, ZSessionUser } from './session';

const written = {
  active_key: 1,
  id: 7,
  first_name: 'Ana',
  last_name: 'Cruz',
  email: 'ana@example.com',
  phone_num: null,
  is_mobile_verified: false,
  avatar: null,
  additional_info: { source: 'web' },
  is_email_verify: true,
  notice_period_id: 2,
  is_profile_completed: true,
  profile_needs_update: true,
  longitude: null,
  latitude: 14.6,
  is_new_account: false,
  register_flow: null,
  chat_flow: '1',
};

describe('the user cookie as the browser reads it', () => {
  it('reads what the relay writes through ZSessionUser, as ZSessionUser would', () => {
    expect(readSessionUserCookie(written)).toEqual(ZSessionUser.parse(written));
  });

  it('fills the fields a cookie written before them lacks, with the contract defaults', () => {
    const { profile_needs_update: _, chat_flow: __, ...older } = written;
    expect(readSessionUserCookie(older)).toEqual(ZSessionUser.parse(older));
  });

  it('reads a cookie of another shape as no session, where ZSessionUser refuses it too', () => {
    for (const value of [
      null,
      'ana',
      42,
      {},
      { ...written, id: '7' },
      { ...written, first_name: null },
      { ...written, avatar: 3 },
      { ...written, is_new_account: 'no' },
    ]) {
      expect(ZSessionUser.safeParse(value).success).toBe(false);
      expect(readSessionUserCookie(value)).toBeNull();
    }
  });
});
