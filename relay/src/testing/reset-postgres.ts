import pg from 'pg';

/** Services suite global setup: start from an empty schema so runs do not depend on earlier ones. */
export default async function resetPostgres() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.end();
}
