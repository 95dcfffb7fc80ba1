import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import { notify } from './notify';

/**
 * Operations' system notice (its title and text in the words ops wrote). To named seekers each
 * gets it live; to every seeker it is one insert of a row each (tabs see it at their next read of
 * the count), so a notice to the whole site costs one statement, not a message per seeker.
 */
export async function sendSystemNotice(
  services: { db: Db; bus: Bus },
  input: { userIds?: number[] | undefined; title: string; text: string },
): Promise<{ sent: number }> {
  const data = { title: input.title, text: input.text };
  if (input.userIds) {
    const seekers = await services.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...new Set(input.userIds)])
      .where('role', '=', 'jobseeker')
      .execute();
    for (const { id } of seekers) await notify(services, { userId: id, kind: 'system', data });
    return { sent: seekers.length };
  }
  const result = await services.db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'data'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => ['id', s.val('system').as('kind'), s.val(JSON.stringify(data)).as('data')])
        .where('role', '=', 'jobseeker'),
    )
    .executeTakeFirst();
  return { sent: Number(result.numInsertedOrUpdatedRows ?? 0) };
}
