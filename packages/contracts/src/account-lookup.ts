import { z } from 'zod';
import { ZEmail } from './accounts';

/** 'Continue with email': does the address have an account, and can it sign in with a password? */
export const ZAccountLookupBody = z.object({ email: ZEmail }).strict();
export const ZAccountLookup = z.object({ exists: z.boolean(), has_password: z.boolean() });
export type TAccountLookup = z.infer<typeof ZAccountLookup>;
