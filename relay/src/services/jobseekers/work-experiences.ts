import type { TWorkExperience, TWorkExperienceBody } from '@talkhire/contracts';
import type { ProfileEntryKind } from './profile-entries';
import { selectWorkExperiences, toWorkExperience } from './profile-rows';
import { checkWorkExperience } from './work-experience-rules';

/** Work experiences (spec §7 '/work-experiences', §4 step 3): the seeker's own rows. */
export const workExperienceEntries: ProfileEntryKind<TWorkExperienceBody, Experience, TWorkExperience> = {
  check: checkWorkExperience,
  async read(db, userId, id) {
    const query = selectWorkExperiences(db, userId);
    const rows = await (id === undefined ? query : query.where('id', '=', id)).execute();
    return rows.map(toWorkExperience);
  },
  async insert(trx, userId, experience: Experience) {
    const row = await trx
      .insertInto('work_experiences')
      .values({ ...experience, user_id: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, userId, id, experience: Experience) {
    await trx
      .updateTable('work_experiences')
      .set({ ...experience, updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  },
  async remove(trx, userId, id) {
    const row = await trx
      .deleteFrom('work_experiences')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
  /** The same job title at the same company from the same day, ignoring case. */
  async hasTwin(trx, userId, experience: Experience, except) {
    const twin = await trx
      .selectFrom('work_experiences')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['job_title']), '=', eb.fn('lower', [eb.val(experience.job_title)])))
      .where((eb) =>
        eb(eb.fn('lower', ['company_name']), '=', eb.fn('lower', [eb.val(experience.company_name)])),
      )
      .where('start_date', '=', experience.start_date)
      .$if(except !== null, (qb) => qb.where('id', '<>', except as number))
      .executeTakeFirst();
    return twin !== undefined;
  },
};

type Experience = Omit<ReturnType<typeof checkWorkExperience>, 'confirm_duplicate'>;
