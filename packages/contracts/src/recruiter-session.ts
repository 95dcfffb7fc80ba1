import { z } from 'zod';

/** Answer of `POST /api/authentication/recruiters/login`: who the Boss's session belongs to. */
export const ZRecruiterSession = z.object({
  user_id: z.number().int().positive(),
  recruiter_id: z.number().int().positive(),
  company_id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
});

export type TRecruiterSession = z.infer<typeof ZRecruiterSession>;
