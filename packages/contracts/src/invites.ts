import { limits } from '@talkhire/config';
import { z } from 'zod';
import { ZEmail } from './accounts';
import { fieldMessage } from './field-message';

const ZInstant = z.iso.datetime({ offset: true });

/** A subject code: the part of an invite link after /invite/ (url-safe, 8 to 32 characters). */
export const ZInviteCode = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/);
export const ZInviteCodeParams = z.object({ code: ZInviteCode }).strict();

/** The seeker's current invite link: a new code once the last one is past its month. */
export const ZInviteLink = z.object({
  code: ZInviteCode,
  /** The site path of the invitation page (`/invite/{code}`), without a language prefix. */
  path: z.string(),
  expires_at: ZInstant,
});

/** Someone the seeker invited: by email (waiting until they join) or who joined through the link. */
export const ZInvitedPerson = z.object({
  /** The invited address, or the first name of someone who joined through the link. */
  who: z.string(),
  status: z.enum(['invited', 'joined']),
  at: ZInstant,
});

/** The invite-a-friend page: the link, the people invited, and how long the seeker's VIP lasts. */
export const ZMyInvites = z.object({
  link: ZInviteLink,
  invited: z.array(ZInvitedPerson),
  vip_until: ZInstant.nullable(),
  max_emails: z.number().int(),
});
export type TMyInvites = z.infer<typeof ZMyInvites>;

const tooMany = fieldMessage('field.limit_reached', { maximum: limits.inviteBatchMax });

/** Spec §9: at most 10 people at a time; the same address twice counts once. */
export const ZInviteEmailsBody = z
  .object({
    emails: z
      .array(ZEmail)
      .min(1, { message: fieldMessage('field.required') })
      .max(limits.inviteBatchMax, { message: tooMany })
      .transform((emails) => [...new Set(emails)]),
  })
  .strict();

/**
 * The email form: addresses in one text, separated by commas, semicolons, spaces or new lines;
 * one message for the whole field (none given, more than 10, or which one is not an address).
 */
export const ZInviteEmailsForm = z.object({
  emails: z.string().transform((text, ctx) => {
    const given = text.split(/[\s,;]+/).filter(Boolean);
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (given.length === 0) return refuse(fieldMessage('field.required'));
    if (given.length > limits.inviteBatchMax) return refuse(tooMany);
    const emails: string[] = [];
    for (const address of given) {
      const parsed = ZEmail.safeParse(address);
      if (!parsed.success) return refuse(fieldMessage('field.invalid_email'));
      emails.push(parsed.data);
    }
    return [...new Set(emails)];
  }),
});
export const ZInviteEmailsSent = z.object({ sent: z.number().int() });

/** The invitation page: who invites, and whether the code still counts. */
export const ZInvitation = z.object({
  inviter_first_name: z.string(),
  expires_at: ZInstant,
  expired: z.boolean(),
});

/**
 * What opening an invitation as a signed-in seeker did. Only `rewarded` gives both sides a month
 * of VIP; the others say why not (the page explains each).
 */
export const ZInviteAcceptance = z.object({
  outcome: z.enum(['rewarded', 'expired', 'own_code', 'already_rewarded', 'not_new_account']),
  vip_until: ZInstant.nullable(),
});
export type TInviteAcceptance = z.infer<typeof ZInviteAcceptance>;

/**
 * The seeker's VIP: its end (null: none), when the resume was last refreshed, and until when that
 * refresh keeps it first in Bosses' lists (null: no refresh, or its days are over).
 */
export const ZVipStatus = z.object({
  vip_until: ZInstant.nullable(),
  resume_refreshed_at: ZInstant.nullable(),
  refreshed_until: ZInstant.nullable(),
});
export type TVipStatus = z.infer<typeof ZVipStatus>;
