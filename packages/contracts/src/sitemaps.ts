import { type EditionKey, editions } from '@talkhire/config';
import { z } from 'zod';

const editionKeys = editions.map((edition) => edition.key) as [EditionKey, ...EditionKey[]];

/**
 * `/sitemaps/{edition}-{part}.xml`: one edition's sitemap, in parts of at most 50,000 addresses
 * and 50 MB (the sitemap protocol's limits); the sitemap index names every part.
 */
export const ZSitemapParams = z.object({
  edition: z.enum(editionKeys),
  part: z.coerce.number().int().min(1).max(10_000),
});
export type TSitemapParams = z.infer<typeof ZSitemapParams>;
