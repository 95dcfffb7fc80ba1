import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify/types/schema';
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

/** Parsing failure carried to the error handler with the part of the request it came from. */
export class ContractError extends Error {
  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`invalid ${part}`);
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new ContractError(httpPart ?? 'body', result.error.issues) };
  };
