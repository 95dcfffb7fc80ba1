import type { EditionKey } from '../countries';
import type { Localized } from '../languages';

/**
 * Shapes of the hand-written list data in ./data. Every text is written in all ten languages;
 * lists.test.ts fails when one is missing or empty.
 */
export interface OptionSeed {
  id: number;
  /** Stable snake_case key, the same in every language. */
  key: string;
  /** URL-safe English slug used in SEO-friendly search URLs. */
  seo_value: string;
  value: Localized;
}

export interface ReportReasonSeed {
  id: number;
  key: string;
  category: 'spam' | 'discrimination' | 'broken';
  title: Localized;
  description: Localized;
}

export interface FunctionTitleSeed {
  id: number;
  seo_value: string;
  value: Localized;
}

export interface JobFunctionSeed {
  id: number;
  seo_value: string;
  value: Localized;
  function_titles: FunctionTitleSeed[];
}

export interface MainFunctionSeed {
  id: number;
  seo_value: string;
  value: Localized;
  /** key of the job_category_lists entry this main function belongs to (home category tabs). */
  category_key: string;
  job_functions: JobFunctionSeed[];
}

export interface LocationSeed {
  id: number;
  seo_value: string;
  value: Localized;
  /** Approximate centre, for the map link and geo-location answers. */
  latitude: number;
  longitude: number;
}

export interface EditionLocationsSeed {
  edition: Exclude<EditionKey, 'com'>;
  locations: LocationSeed[];
}

export interface FeatureBannerSeed {
  id: number;
  key: string;
  title: Localized;
  subtitle: Localized;
  /** Path inside the seeker site the banner opens. */
  link: string;
}

export interface RecruiterRolePermissionSeed {
  id: number;
  key: 'company_admin' | 'coordinator' | 'recruiter';
  value: Localized;
  permissions: { key: string; value: Localized }[];
}
