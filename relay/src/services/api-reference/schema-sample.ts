type JsonSchema = Record<string, unknown>;

/**
 * An example value for a JSON Schema, for the API reference: the schema's own example or default
 * when it has one, else the first enum value or constant, else a value of the right type that
 * keeps within the schema's bounds.
 */
export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const first = (options as JsonSchema[]).find((option) => option.type !== 'null') ?? options[0];
      if (first) return sampleOf(first as JsonSchema, depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, sampleOf(property, depth + 1)]),
      );
    }
    case 'array': {
      const items = schema.items as JsonSchema | undefined;
      return items ? [sampleOf(items, depth + 1)] : [];
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'string':
      return stringSample(schema);
    case 'null':
      return null;
    default:
      return null;
  }
}

function stringSample(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'ana.cruz@example.com';
    case 'date-time':
      return '2026-11-26T09:30:00.000Z';
    case 'date':
      return '2026-11-26';
    case 'uuid':
      return '0b9d6a8e-3c1f-4d2a-9f4e-7a5b1c2d3e4f';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    default: {
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      return 'text'.padEnd(min, 'x');
    }
  }
}
