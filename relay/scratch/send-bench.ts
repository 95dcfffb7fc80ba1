import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
const stats = new Map<string, number[]>();
import { sendChatMessages } from '../src/services/chat/send-chat-messages';

const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.URL!, max: 10 }) }), log: (e) => { const k = e.query.sql.replace(/\s+/g,' ').slice(0, 40); (stats.get(k) ?? stats.set(k, []).get(k)!).push(e.queryDurationMillis); } });
const chats = await db.selectFrom('chats').select(['id', 'jobseeker_id']).orderBy('id').limit(4500).execute();
for (const size of [16, 128, 1024]) {
  const times: number[] = [];
  let k = 0;
  const rounds = size === 1024 ? 15 : 60;
  for (let r = 0; r < rounds; r++) {
    const inputs = Array.from({ length: size }, () => {
      const c = chats[k++ % chats.length]!;
      return { senderUserId: c.jobseeker_id, clientId: randomUUID(), chatId: c.id, body: { kind: 'text' as const, text: `Thanks, talk soon (ref ${k.toString(36)})` } };
    });
    const t = performance.now();
    await sendChatMessages(db, inputs);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const med = times[Math.floor(times.length / 2)]!;
  for (const [k2, v] of stats) { v.sort((a,b)=>a-b); console.log('   ', k2.padEnd(42), v[Math.floor(v.length/2)]!.toFixed(2)); } stats.clear();
  console.log(`batch ${size}: median ${med.toFixed(2)} ms = ${((med * 1000) / size).toFixed(1)} µs/msg`);
}
await db.destroy();
