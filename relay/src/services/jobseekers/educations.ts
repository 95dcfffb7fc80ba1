import type { TEducation, TEducationBody } from '@talkhire/contracts';
import { checkEducation } from './education-rules';
import type { ProfileEntryKind } from './profile-entries';
import { selectEducations, toEducation } from './profile-rows';

/** Educations (spec §7 '/educations', §4 step 4): the seeker's own rows. */
export const educationEntries: ProfileEntryKind<TEducationBody, Education, TEducation> = {
  check: checkEducation,
  async read(db, userId, id) {
    const query = selectEducations(db, userId);
    const rows = await (id === undefined ? query : query.where('id', '=', id)).execute();
    return rows.map(toEducation);
  },
  async insert(trx, userId, education: Education) {
    const row = await trx
      .insertInto('educations')
      .values({ ...education, user_id: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, userId, id, education: Education) {
    await trx
      .updateTable('educations')
      .set({ ...education, updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  },
  async remove(trx, userId, id) {
    const row = await trx
      .deleteFrom('educations')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
  /** The same school, level and start day, ignoring case. */
  async hasTwin(trx, userId, education: Education, except) {
    const twin = await trx
      .selectFrom('educations')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb(eb.fn('lower', ['school_name']), '=', eb.fn('lower', [eb.val(education.school_name)])),
      )
      .where('education_level_id', '=', education.education_level_id)
      .where('start_date', '=', education.start_date)
      .$if(except !== null, (qb) => qb.where('id', '<>', except as number))
      .executeTakeFirst();
    return twin !== undefined;
  },
};

type Education = Omit<ReturnType<typeof checkEducation>, 'confirm_duplicate'>;
