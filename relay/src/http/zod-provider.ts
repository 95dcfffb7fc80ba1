import { unsafeTextIssues } from '@talkhire/contracts';
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';

/** Route schemas are zod contracts: they type the handler and parse input before any handler runs. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type ZodPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>;

/** The contracts a route declares for each part of a request (none for a part it does not read). */
export interface RouteSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
}

/** Parsing failure carried to the error handler with the part of the request it came from. */
export class ContractError extends Error {
  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`invalid ${part}`);
  }
}

/**
 * Every route's params, query and body pass here. Text the database cannot keep (NUL, lone
 * surrogates) is refused first, wherever it sits and whatever the contract says of the field, so
 * no handler or query ever sees it; the contract's own findings on the other fields come with it.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unsafe = unsafeTextIssues(data);
    // With the input in each issue, a wrong type reads as such rather than as a missing field.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success && unsafe.length === 0) return { value: result.data };
    const named = new Set(unsafe.map((issue) => issue.path.join('.')));
    const others = (result.error?.issues ?? []).filter((issue) => !named.has(issue.path.join('.')));
    return { error: new ContractError(httpPart ?? 'body', [...unsafe, ...others]) };
  };

/**
 * Answers are written through their contract too: fields the contract does not name are left out,
 * and an answer that breaks it fails loudly in tests (`strict`), while elsewhere it is logged and
 * sent as it is rather than turned into a 500.
 */
export function zodSerializerCompiler(options: {
  strict: boolean;
  onMismatch: (url: string, issues: z.core.$ZodIssue[]) => void;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, url }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (result.success) return JSON.stringify(result.data);
      if (options.strict)
        throw new Error(`the answer of ${url} breaks its contract: ${JSON.stringify(result.error.issues)}`);
      options.onMismatch(url, result.error.issues);
      return JSON.stringify(data);
    };
}
