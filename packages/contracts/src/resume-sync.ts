import { z } from 'zod';

/**
 * Syncing the profile from an attached resume (spec §7 GET /resume/{id}/get-syncable-content, spec
 * §4 'Resume sync: items found, confirm, synced'). The relay reads the file and answers each item
 * it found as it would be saved; the seeker ticks the ones to keep and confirms with their ids.
 */

/** A rule an item breaks, as a field and a message of the errors namespace (`fieldMessage` form). */
export const ZSyncProblem = z.object({ field: z.string(), message: z.string() });
export type TSyncProblem = z.infer<typeof ZSyncProblem>;

const itemBase = {
  /** Stable for the same file: the kind and its place in the resume ('work_experience-0'). */
  id: z.string(),
  /** Why the item cannot be saved as it is (a period without a start, an unknown degree…). */
  problems: z.array(ZSyncProblem),
  /** The profile already has it: confirming skips it. */
  duplicate: z.boolean(),
  /** Whether ticking it can change the profile (e-mail and phone change only with a code, in account settings). */
  syncable: z.boolean(),
};

const nullableText = z.string().nullable();

export const ZSyncItem = z.discriminatedUnion('kind', [
  z.object({
    ...itemBase,
    kind: z.literal('name'),
    value: z.object({ first_name: z.string(), last_name: z.string() }),
  }),
  z.object({ ...itemBase, kind: z.literal('email'), value: z.object({ email: z.string() }) }),
  z.object({ ...itemBase, kind: z.literal('phone'), value: z.object({ phone_num: z.string() }) }),
  z.object({ ...itemBase, kind: z.literal('address'), value: z.object({ home_address: z.string() }) }),
  z.object({ ...itemBase, kind: z.literal('summary'), value: z.object({ summary: z.string() }) }),
  z.object({
    ...itemBase,
    kind: z.literal('work_experience'),
    value: z.object({
      job_title: nullableText,
      company_name: nullableText,
      start_date: nullableText,
      end_date: nullableText,
      is_currently_working: z.boolean(),
      description: nullableText,
    }),
  }),
  z.object({
    ...itemBase,
    kind: z.literal('education'),
    value: z.object({
      school_name: nullableText,
      /** An id of config list educations; null when the degree names no known level. */
      education_level_id: z.number().int().nullable(),
      /** The degree as the resume writes it. */
      degree: nullableText,
      field_of_study: nullableText,
      start_date: nullableText,
      end_date: nullableText,
      is_currently_attending: z.boolean(),
      description: nullableText,
    }),
  }),
  z.object({ ...itemBase, kind: z.literal('skill'), value: z.object({ name: z.string() }) }),
  z.object({
    ...itemBase,
    kind: z.literal('link'),
    value: z.object({ display_name: z.string(), url: z.string() }),
  }),
]);
export type TSyncItem = z.infer<typeof ZSyncItem>;
export type TSyncItemKind = TSyncItem['kind'];

export const ZSyncableContent = z.object({
  resume_id: z.number().int(),
  items: z.array(ZSyncItem),
  /** Lines of the work and education parts that no item took: the seeker sees what was not read. */
  unmapped: z.array(z.object({ section: z.string(), text: z.string() })),
});
export type TSyncableContent = z.infer<typeof ZSyncableContent>;

/** The ids of the ticked items; anything else in the resume is left alone. */
export const ZResumeSyncBody = z
  .object({
    item_ids: z
      .array(z.string().trim().min(1).max(40))
      .min(1)
      .max(200)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export type TResumeSyncBody = z.infer<typeof ZResumeSyncBody>;

/** What the confirmation did: the items saved, and those skipped because the profile had them. */
export const ZResumeSyncResult = z.object({ applied: z.array(z.string()), skipped: z.array(z.string()) });
export type TResumeSyncResult = z.infer<typeof ZResumeSyncResult>;
