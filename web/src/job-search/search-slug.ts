// Search slugs are recognised on the relay too (crawlable pages), so the rule lives in @talkhire/config.
export { isSearchSlug } from '@talkhire/config';
