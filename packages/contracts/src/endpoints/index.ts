import type { EndpointDefinition } from '../endpoint';
import * as endpoints from './catalogue';

/**
 * Every HTTP endpoint of the relay, once, by feature. The relay serves each from its entry, the
 * web calls each through it, and the OpenAPI document is generated from it. A namespace, not an
 * object: a page's bundle then holds the schemas of the features it calls, not all of them.
 */
export { endpoints };

export type EndpointCatalogue = typeof endpoints;

/** The catalogue as a list, each entry with its feature and name (`companies.search`). */
export function catalogueEntries(): { feature: string; name: string; definition: EndpointDefinition }[] {
  return Object.entries(endpoints).flatMap(([feature, group]) =>
    Object.entries(group as Record<string, EndpointDefinition>).map(([name, definition]) => ({
      feature,
      name,
      definition,
    })),
  );
}
