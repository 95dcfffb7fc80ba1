import { type Edition, editions } from '../countries';
import { type LanguageCode, languageByCode, languages } from '../languages';
import type { ConfigListType } from '../list-types';
import { dialCode, phoneRegions, smsRegions } from '../phone';
import { buildRangeOptions, localizedSalaryLabel, type SalaryRange, salaryFilterRanges } from '../salary';

import banners from './data/feature_banners.json';
import rolePermissions from './data/recruiter_role_permissions.json';
import reportCompanyReasons from './data/report_company_reasons.json';
import reportJobReasons from './data/report_job_reasons.json';
import { editionLocations, locationsOf } from './locations';
import { type OptionListName, optionLists } from './option-lists';
import type { FeatureBannerSeed, OptionSeed, RecruiterRolePermissionSeed, ReportReasonSeed } from './seeds';
import { taxonomy } from './taxonomy';

export interface ListContext {
  language: LanguageCode;
  edition: Edition;
}

/**
 * A list's builder. Builders are not annotated with this type (the `builders` object only
 * `satisfies` it), so each keeps the item type it infers: `ConfigListItem` names it.
 */
type Builder = (ctx: ListContext) => readonly object[];

const option =
  (name: OptionListName) =>
  ({ language }: ListContext) =>
    (optionLists[name] as OptionSeed[]).map((o) => ({
      id: o.id,
      key: o.key,
      seo_value: o.seo_value,
      value: o.value[language],
    }));

const reasons =
  (seeds: ReportReasonSeed[]) =>
  ({ language }: ListContext) =>
    seeds.map((r) => ({
      id: r.id,
      key: r.key,
      category: r.category,
      title: r.title[language],
      description: r.description[language],
    }));

const ranges =
  (list: SalaryRange[]) =>
  ({ language, edition }: ListContext) =>
    list.map((r, i) => ({
      id: i + 1,
      key: `${r.from}-${r.to}`,
      seo_value: `${r.from}-${r.to}`,
      value: localizedSalaryLabel(r, language),
      from: r.from,
      to: r.to,
      currency: edition.currency,
    }));

/** Every configuration list of spec §3 (plus the lookups the product needs), by type. */
const builders = {
  ...(Object.fromEntries(
    Object.keys(optionLists).map((name) => [name, option(name as OptionListName)]),
  ) as Record<OptionListName, ReturnType<typeof option>>),
  industries: option('industry_lists'),
  experience_levels: option('xp_lvls'),
  job_categories: option('job_category_lists'),
  report_job_reasons: reasons(reportJobReasons as ReportReasonSeed[]),
  report_company_reasons: reasons(reportCompanyReasons as ReportReasonSeed[]),
  salary_range_filters: ranges(salaryFilterRanges),
  salary_ranges: ranges(
    buildRangeOptions({ from: 30_000, to: 200_000, interval: 10_000, scale: { above: 100_000, factor: 10 } }),
  ),
  main_functions: ({ language }) =>
    taxonomy.map((m) => ({
      id: m.id,
      value: m.value[language],
      seo_value: m.seo_value,
      category_key: m.category_key,
      sub_function_list: m.job_functions.map((f) => ({
        id: f.id,
        value: f.value[language],
        seo_value: f.seo_value,
        job_titles: f.function_titles.map((t) => ({
          id: t.id,
          value: t.value[language],
          function_title_value: t.value[language],
          seo_value: t.seo_value,
        })),
      })),
    })),
  job_functions: ({ language }) =>
    taxonomy.flatMap((m) =>
      m.job_functions.map((f) => ({
        id: f.id,
        value: f.value[language],
        seo_value: f.seo_value,
        main_function_id: m.id,
      })),
    ),
  function_titles: ({ language }) =>
    taxonomy.flatMap((m) =>
      m.job_functions.flatMap((f) =>
        f.function_titles.map((t) => ({
          id: t.id,
          value: t.value[language],
          function_title_value: t.value[language],
          seo_value: t.seo_value,
          job_function_id: f.id,
          main_function_id: m.id,
        })),
      ),
    ),
  country_lists: ({ language }) => {
    const names = regionNames(language);
    return phoneRegions.map((region) => {
      const edition = editions.find((e) => e.key === region.toLowerCase());
      return {
        id: edition?.id ?? regionId(region),
        code: dialCode(region),
        value: names.of(region) ?? region,
        key: region.toLowerCase(),
        is_sms_allowed: smsRegions.has(region),
        is_edition: edition !== undefined,
      };
    });
  },
  location_lists: ({ language, edition }) => {
    const names = regionNames(language);
    const wanted =
      edition.key === 'com'
        ? editionLocations()
        : editionLocations().filter((e) => e.edition === edition.key);
    return wanted.map((group) => {
      const owner = editions.find((e) => e.key === group.edition)!;
      return {
        id: owner.id,
        key: owner.key,
        value: names.of(owner.key.toUpperCase()) ?? owner.key,
        locations: locationsOf(owner.key).map((l) => ({
          id: l.id,
          value: l.value[language],
          seo_value: l.seo_value,
          latitude: l.latitude,
          longitude: l.longitude,
          is_default: l.seo_value === owner.defaultLocation,
        })),
      };
    });
  },
  language_lists: ({ language }) => {
    const names = new Intl.DisplayNames([languageByCode(language).intl], { type: 'language' });
    return languages.map((l) => ({
      id: l.id,
      value: l.value,
      label: l.label,
      display_value: names.of(l.intl) ?? l.label,
      slug: l.slug,
      alias: l.alias,
    }));
  },
  currency_lists: ({ language }) => {
    const names = new Intl.DisplayNames([languageByCode(language).intl], { type: 'currency' });
    return [...new Set(editions.map((e) => e.currency))].map((key) => ({
      key,
      display_value: `${key.toUpperCase()} - ${names.of(key.toUpperCase()) ?? key}`,
    }));
  },
  feature_banners: ({ language }) =>
    (banners as FeatureBannerSeed[]).map((b) => ({
      id: b.id,
      key: b.key,
      title: b.title[language],
      subtitle: b.subtitle[language],
      link: b.link,
    })),
  recruiter_role_permissions: ({ language }) =>
    (rolePermissions as RecruiterRolePermissionSeed[]).map((r) => ({
      id: r.id,
      key: r.key,
      value: r.value[language],
      permissions: r.permissions.map((p) => ({ key: p.key, value: p.value[language] })),
    })),
} satisfies Record<ConfigListType, Builder>;

/**
 * The item type of list T, as its builder makes it (the catalogue endpoint answers `{ [T]: items }`).
 * Type-only: the web names the items it reads without bundling the lists' data.
 */
export type ConfigListItem<T extends ConfigListType> = ReturnType<(typeof builders)[T]>[number];

const built = new Map<string, unknown[]>();

/**
 * The list of a type, localised. Lists that depend on the edition (locations, salary currency) use
 * it. Lists are pure data of (type, language, edition), so each is built once per process.
 */
export function buildConfigList(type: ConfigListType, ctx: ListContext): unknown[] {
  const key = `${type}|${ctx.language}|${ctx.edition.key}`;
  let list = built.get(key);
  if (!list) {
    list = builders[type](ctx);
    built.set(key, list);
  }
  return list;
}

function regionNames(language: LanguageCode): Intl.DisplayNames {
  return new Intl.DisplayNames([languageByCode(language).intl], { type: 'region' });
}

/** Ids for countries outside the editions: stable, above the spec's id range. */
function regionId(region: string): number {
  return 1000 + (region.charCodeAt(0) - 65) * 26 + (region.charCodeAt(1) - 65);
}
