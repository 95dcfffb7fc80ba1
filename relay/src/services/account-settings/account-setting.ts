import { editionByKey } from '@talkhire/config';
import {
  commonPhraseLimits,
  greetingMessageLimits,
  type TAccountSetting,
  type TJobSeekingStatus,
  type TUserSettingsBody,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { chooseDefaultGreeting, listGreetingMessages } from './greeting-messages';
import { readSeekerSettings } from './seeker-settings';

/** GET /account-setting: the four tabs' settings in one read. */
export async function readAccountSetting(db: Db, userId: number): Promise<TAccountSetting> {
  const [user, settings, messages] = await Promise.all([
    db.selectFrom('users').select('job_seeking_status').where('id', '=', userId).executeTakeFirst(),
    readSeekerSettings(db, userId),
    listGreetingMessages(db, userId),
  ]);
  if (!user) throw ApiError.notFound();
  return {
    job_seeking_status: user.job_seeking_status as TJobSeekingStatus | null,
    profile_visibility: settings.profile_visibility,
    greeting: { enabled: settings.greeting_enabled, messages, max: greetingMessageLimits.max },
    notifications: settings.notifications,
    language: settings.language,
    edition_key: settings.edition_key,
    common_phrases_max: commonPhraseLimits.max,
  };
}

/**
 * POST /user-settings: changes only the fields sent, then answers the whole read.
 */
export async function changeUserSettings(
  db: Db,
  userId: number,
  body: TUserSettingsBody,
): Promise<TAccountSetting> {
  if (body.default_greeting_id !== undefined)
    await chooseDefaultGreeting(db, userId, body.default_greeting_id);
  if (body.job_seeking_status !== undefined) {
    await db
      .updateTable('users')
      .set({ job_seeking_status: body.job_seeking_status })
      .where('id', '=', userId)
      .execute();
  }
  const changed = {
    ...(body.profile_visibility === undefined ? {} : { profile_visibility: body.profile_visibility }),
    ...(body.greeting_enabled === undefined ? {} : { greeting_enabled: body.greeting_enabled }),
    ...body.notifications,
    ...(body.language === undefined ? {} : { language: body.language }),
    ...(body.edition_key === undefined
      ? {}
      : { edition_id: body.edition_key === null ? null : editionByKey(body.edition_key).id }),
  };
  if (Object.keys(changed).length > 0) {
    const now = await readSeekerSettings(db, userId);
    // A first row starts from what was in effect (the sign-up's newsletter consent included);
    // an existing one changes only the fields sent, so two tabs saving at once lose nothing.
    await db
      .insertInto('user_settings')
      .values({
        user_id: userId,
        profile_visibility: now.profile_visibility,
        greeting_enabled: now.greeting_enabled,
        ...now.notifications,
        language: now.language,
        edition_id: now.edition_key === null ? null : editionByKey(now.edition_key).id,
        ...changed,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changed, updated_at: new Date() }))
      .execute();
  }
  return readAccountSetting(db, userId);
}
