import { z } from 'zod';
import { ZChatSummary } from './chat-frames';
import { containsContactInfo } from './contact-info';
import { errorCodes } from './error-codes';
import { fieldMessage } from './field-message';
import { requiredText } from './field-rules';

/** Spec §9 (41181): a seeker keeps at most 20 common phrases. */
export const commonPhraseLimits = { max: 20, textMax: 200 } as const;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST /jobseekers/common-phrases/create and PUT /jobseekers/common-phrases/{id}/update. */
export const ZCommonPhraseBody = z.object({ text: requiredText(commonPhraseLimits.textMax) }).strict();

/**
 * The phrase editor checks spec §5 'no contact information' before sending; the relay refuses the
 * same with its catalogue code 41344, whose message is the same sentence.
 */
export const ZCommonPhraseForm = ZCommonPhraseBody.refine((body) => !containsContactInfo(body.text), {
  message: fieldMessage(String(errorCodes.noContactInMessages)),
  path: ['text'],
});
export const ZCommonPhrase = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export const ZCommonPhraseIdParams = z.object({ id: ZId });
/** GET /jobseekers/common-phrases: oldest first, the order the picker shows them. */
export const ZCommonPhrases = z.object({ phrases: z.array(ZCommonPhrase) });
/** DELETE /jobseekers/common-phrases/{id}/delete: the phrase that is gone. */
export const ZCommonPhraseDeleted = z.object({ id: z.number().int() });

/** Why a seeker cannot start a chat about a job (spec §6), for the web to send them the right way. */
export const chatRefusals = ['profile_incomplete', 'company_blocked', 'identity_mismatch'] as const;

export const ZChatStartParams = z.object({ recruiterId: ZId });
export const ZChatCheckExistsQuery = z.object({ job_id: ZId.optional() });
/** GET /job-applications/chats/check-exists/{recruiterId}/jobseekers?job_id= */
export const ZChatCheckExists = z.object({
  exists: z.boolean(),
  chat_id: z.number().int().nullable(),
  /** The job the open chat is about now. */
  current_job_id: z.number().int().nullable(),
  /** Spec §4: starting for this job means switching the open chat from another job (confirm first). */
  switch_job: z.boolean(),
  /** Set when the chat cannot start; the start call would refuse it. */
  refusal: z.enum(chatRefusals).nullable(),
});
/** POST /job-applications/chats/{recruiterId}/jobseekers */
export const ZChatStartBody = z
  .object({ job_id: ZId.nullable().optional(), switch_job: z.boolean().optional() })
  .strict();
export const ZChatStartResult = z.object({
  chat: ZChatSummary,
  created: z.boolean(),
  switched: z.boolean(),
});

/** GET /job-applications/chats: what the list shows of each chat besides the synced store. */
export const ZChatCard = z.object({
  chat_id: z.number().int(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  counterpart_name: z.string(),
  counterpart_title: z.string().nullable(),
  /** Spec §6: the seeker blocked this company; the list leaves the chat out. */
  company_blocked: z.boolean(),
  /** The Boss's last activity (activity states of spec §2). */
  last_active_at: z.iso.datetime({ offset: true }).nullable(),
});
export const ZChatCards = z.object({ chats: z.array(ZChatCard) });

/** POST /file/upload: what a chat message's attachment names. */
export const ZChatFile = z.object({
  file_id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  kind: z.enum(['image', 'file']),
});
export const ZChatFileParams = z.object({ fileId: z.uuid() });

export type TCommonPhraseBody = z.infer<typeof ZCommonPhraseBody>;
export type TCommonPhrase = z.infer<typeof ZCommonPhrase>;
export type TChatRefusal = (typeof chatRefusals)[number];
export type TChatCheckExists = z.infer<typeof ZChatCheckExists>;
export type TChatStartBody = z.infer<typeof ZChatStartBody>;
export type TChatStartResult = z.infer<typeof ZChatStartResult>;
export type TChatCard = z.infer<typeof ZChatCard>;
export type TChatFile = z.infer<typeof ZChatFile>;
