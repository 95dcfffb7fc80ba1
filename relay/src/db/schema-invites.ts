import type { Generated } from 'kysely';

/** Invite a friend and VIP (migration 2026-11-28-e-invites-vip). */
export interface InviteLinksTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface InviteEmailsTable {
  id: Generated<number>;
  link_id: number;
  user_id: number;
  email: string;
  sent_at: Generated<Date>;
}

export interface InviteRewardsTable {
  invitee_id: number;
  inviter_id: number;
  link_id: number;
  rewarded_at: Generated<Date>;
}

export interface EntitlementsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'vip';
  starts_at: Date;
  ends_at: Date;
  reason: 'invite';
  created_at: Generated<Date>;
}

/** The VIP resume refresh: when the seeker last brought the resume forward. */
export interface UserResumeRefreshColumns {
  resume_refreshed_at: Generated<Date | null>;
}
