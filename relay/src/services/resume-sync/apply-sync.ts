import {
  errorCodes,
  type TResumeSyncResult,
  type TSyncItem,
  ZEducationBody,
  ZLinkBody,
  ZWorkExperienceBody,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { addSkills, createEducation, createLink, createWorkExperience } from '../jobseekers';
import { readResumeContent } from './read-resume-content';

/**
 * POST sync: the ticked items are read again from the file (the answer is the same for the same
 * file) and written in one transaction through the profile's own functions and rules. An item
 * that breaks a rule refuses the whole sync (422 with the item's problems, 41288 or 41297 for
 * skills), so nothing is half written; an item the profile already has is skipped.
 */
export async function applySync(
  { db, files }: { db: Db; files: FileStorage },
  userId: number,
  resumeId: number,
  itemIds: string[],
): Promise<TResumeSyncResult> {
  const content = await readResumeContent({ db, files }, userId, resumeId);
  const byId = new Map(content.items.map((item) => [item.id, item]));
  const fields: Record<string, string[]> = {};
  const ticked: TSyncItem[] = [];
  for (const id of itemIds) {
    const item = byId.get(id);
    if (!item) fields[`item_ids.${id}`] = ['field.unknown_option'];
    else if (!item.syncable) fields[`item_ids.${id}`] = ['field.invalid_value'];
    else if (item.problems.length > 0) fields[`item_ids.${id}`] = item.problems.map((p) => p.message);
    else ticked.push(item);
  }
  if (Object.keys(fields).length > 0) throw new ApiError(errorCodes.parameterInvalid, { fields });

  const applied: string[] = [];
  const skipped: string[] = [];
  // One transaction: the profile's write functions join it (inTransaction), so all or nothing.
  await db.transaction().execute(async (tx) => {
    const changes: Changes = { basic: {}, skills: [] };
    for (const item of ticked) {
      const outcome = item.duplicate ? 'skipped' : await write(tx, userId, item, changes);
      (outcome === 'skipped' ? skipped : applied).push(item.id);
    }
    // Added together, so the limit of ten counts the whole list (41288 refuses the whole sync).
    if (changes.skills.length > 0) await addSkills(tx, userId, changes.skills);
    if (Object.keys(changes.basic).length > 0)
      await tx.updateTable('users').set(changes.basic).where('id', '=', userId).execute();
  });
  return { applied, skipped };
}

/** What is written once all items are seen: the user row's fields and the skills to add. */
interface Changes {
  basic: { first_name?: string; last_name?: string; home_address?: string; summary?: string };
  skills: string[];
}

async function write(
  tx: Db,
  userId: number,
  item: TSyncItem,
  changes: Changes,
): Promise<'applied' | 'skipped'> {
  switch (item.kind) {
    case 'name':
      Object.assign(changes.basic, item.value);
      return 'applied';
    case 'address':
      changes.basic.home_address = item.value.home_address;
      return 'applied';
    case 'summary':
      changes.basic.summary = item.value.summary;
      return 'applied';
    case 'work_experience':
      return unlessTwin(() => createWorkExperience(tx, userId, ZWorkExperienceBody.parse(item.value)));
    case 'education': {
      const { degree: _degree, ...education } = item.value;
      return unlessTwin(() => createEducation(tx, userId, ZEducationBody.parse(education)));
    }
    case 'skill':
      changes.skills.push(item.value.name);
      return 'applied';
    case 'link':
      await createLink(tx, userId, ZLinkBody.parse(item.value));
      return 'applied';
    case 'email':
    case 'phone':
      // Never ticked: refused above as not syncable.
      return 'skipped';
  }
}

/**
 * The profile's own duplicate rule may see a twin the item was not marked with (it compares
 * exactly what is stored): the entry is skipped like any duplicate. Its check only reads, so the
 * transaction goes on.
 */
async function unlessTwin(create: () => Promise<unknown>): Promise<'applied' | 'skipped'> {
  try {
    await create();
    return 'applied';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return 'skipped';
    throw error;
  }
}
