import {
  errorCodes,
  skillListRefusal,
  type TProfileSkill,
  type TSkillProficiency,
  type TSkillsBody,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';

/** A skill added from elsewhere (a synced resume) starts at this level until the seeker says otherwise. */
export const defaultSkillProficiency: TSkillProficiency = 'intermediate';

/** The seeker's skills in the order they chose. */
export async function listSkills(db: Db, userId: number): Promise<TProfileSkill[]> {
  const rows = await db
    .selectFrom('profile_skills')
    .select(['id', 'name', 'proficiency'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, proficiency: row.proficiency as TSkillProficiency }));
}

/**
 * PUT /skills: the list replaces the saved one. Spec §5 / §8: at most 10 skills (41288), each at
 * most 50 characters (41297) — the same rule the skills editor checks.
 */
export async function saveSkills(db: Db, userId: number, body: TSkillsBody): Promise<TProfileSkill[]> {
  refuseBrokenSkills(body.skills.map((s) => s.name));
  await inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    await trx.deleteFrom('profile_skills').where('user_id', '=', userId).execute();
    if (body.skills.length > 0)
      await trx
        .insertInto('profile_skills')
        .values(body.skills.map((skill, position) => ({ user_id: userId, ...skill, position })))
        .execute();
  });
  return listSkills(db, userId);
}

/**
 * Adds skills by name after the saved ones (a synced resume's), skipping those already there in
 * any letter case; new ones get `proficiency`. The same limits as saving the list: a list that
 * would pass 10 skills is refused whole (41288), as is a name over 50 characters (41297).
 */
export async function addSkills(
  db: Db,
  userId: number,
  names: readonly string[],
  proficiency: TSkillProficiency = defaultSkillProficiency,
): Promise<TProfileSkill[]> {
  await inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    const saved = await trx
      .selectFrom('profile_skills')
      .select(['name', 'position'])
      .where('user_id', '=', userId)
      .execute();
    const known = new Set(saved.map((s) => s.name.toLocaleLowerCase()));
    const added: string[] = [];
    for (const raw of names) {
      const name = raw.trim();
      if (name === '' || known.has(name.toLocaleLowerCase())) continue;
      known.add(name.toLocaleLowerCase());
      added.push(name);
    }
    refuseBrokenSkills([...saved.map((s) => s.name), ...added]);
    if (added.length === 0) return;
    const next = Math.max(-1, ...saved.map((s) => s.position)) + 1;
    await trx
      .insertInto('profile_skills')
      .values(added.map((name, i) => ({ user_id: userId, name, proficiency, position: next + i })))
      .execute();
  });
  return listSkills(db, userId);
}

function refuseBrokenSkills(names: readonly string[]): void {
  const refusal = skillListRefusal(names);
  if (!refusal) return;
  const field = 'index' in refusal ? `skills.${refusal.index}.name` : 'skills';
  const code = refusal.code === errorCodes.tooManySkills ? errorCodes.tooManySkills : errorCodes.skillTooLong;
  throw new ApiError(code, { fields: { [field]: [String(code)] } });
}
