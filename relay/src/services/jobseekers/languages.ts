import type { TLanguageProficiency, TLanguagesBody, TProfileLanguage } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { FieldProblems } from './field-problems';
import { profileLists } from './profile-lists';

/** The languages the seeker speaks, in the order they gave them. */
export async function listLanguages(db: Db, userId: number): Promise<TProfileLanguage[]> {
  const rows = await db
    .selectFrom('profile_languages')
    .select(['id', 'language_id', 'proficiency'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, proficiency: row.proficiency as TLanguageProficiency }));
}

/** PUT /languages: the list replaces the saved one; each language is one of config list work_languages. */
export async function saveLanguages(
  db: Db,
  userId: number,
  body: TLanguagesBody,
): Promise<TProfileLanguage[]> {
  const problems = new FieldProblems();
  body.languages.forEach((language, i) => {
    problems.requireListed(`languages.${i}.language_id`, language.language_id, profileLists.workLanguages);
  });
  problems.throwIfAny();
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    await trx.deleteFrom('profile_languages').where('user_id', '=', userId).execute();
    if (body.languages.length > 0)
      await trx
        .insertInto('profile_languages')
        .values(body.languages.map((language) => ({ user_id: userId, ...language })))
        .execute();
  });
  return listLanguages(db, userId);
}
