import type { TestProject } from 'vitest/node';
import { servicesStores } from './services-stores';

/**
 * Services suite: no database or Redis key of an earlier run before it, and none left after it
 * (a rate-limit counter left by a run within the hour refused the next run's sends).
 */
export default async function resetStores(project: TestProject) {
  const urls = servicesStores.baseUrls(project.config.env);
  await servicesStores.resetAll(urls);
  return () => servicesStores.resetAll(urls);
}
