import { z } from 'zod';

/** Success answer of every API call: `{ code: 0, message: 'Success', data }`. */
export function ZSuccess<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), message: z.string(), data });
}

/** Failure answer: a catalogue code, a localised message and per-field messages. */
export const ZFailure = z.object({
  code: z.number().int().positive(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
  data: z.unknown().optional(),
});

export type TFailure = z.infer<typeof ZFailure>;
export type TSuccess<T> = { code: 0; message: string; data: T };
