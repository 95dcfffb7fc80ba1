// Job URLs are built and read on the relay too (crawlable pages), so they live in @talkhire/config.
export { jobIdOfSlug, jobPath } from '@talkhire/config';
