import type { EndpointDefinition } from '../endpoint';
import { accountsEndpoints } from './accounts';
import { applicationsEndpoints } from './applications';
import { bossConsoleEndpoints } from './boss-console';
import { chatEndpoints } from './chat';
import { companiesEndpoints } from './companies';
import { configEndpoints } from './config';
import { jobAlertsEndpoints } from './job-alerts';
import { jobsEndpoints } from './jobs';
import { myJobsEndpoints } from './my-jobs';
import { notificationsEndpoints } from './notifications';
import { platformEndpoints } from './platform';
import { profileEndpoints } from './profile';

/**
 * Every HTTP endpoint of the relay, once, by feature. The relay serves each from its entry, the
 * web calls each through it, and the OpenAPI document is generated from it.
 */
export const endpoints = {
  accounts: accountsEndpoints,
  applications: applicationsEndpoints,
  bossConsole: bossConsoleEndpoints,
  chat: chatEndpoints,
  companies: companiesEndpoints,
  config: configEndpoints,
  jobs: jobsEndpoints,
  jobAlerts: jobAlertsEndpoints,
  myJobs: myJobsEndpoints,
  notifications: notificationsEndpoints,
  platform: platformEndpoints,
  profile: profileEndpoints,
};

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
