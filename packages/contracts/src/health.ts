import { z } from 'zod';

/** `/healthz`: the relay answers, its database answered a query, and which bus and database it uses. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  bus: z.enum(['memory', 'redis']),
  database: z.enum(['postgresql', 'pglite']),
});
