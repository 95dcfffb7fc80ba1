export { type AnalyticsConsent, analyticsConsent } from './analytics-consent';
export {
  cookieLifetimeMs,
  defaultDebounceMs,
  defaultSort,
  dialogWidths,
  identityCookieLifetimeMs,
  limits,
  loadingIndicatorDelayMs,
  pageSizes,
  type Source,
  salaryBounds,
  sessionUserFields,
  sortOrders,
  sources,
  translationCacheKey,
  userAgentMaxLength,
} from './constants';
export {
  defaultEditionKey,
  defaultRegistrationCountryKey,
  type Edition,
  type EditionId,
  type EditionKey,
  editionById,
  editionByKey,
  editionCountryName,
  editionRegion,
  editions,
  editionTimeZone,
  flagKeys,
  isEditionKey,
  sharedBehaviourGroup,
} from './countries';
export { editionNames } from './edition-names';
export { hreflangOf } from './hreflang';
export {
  defaultLanguage,
  isLanguageCode,
  type Language,
  type LanguageCode,
  type LanguageId,
  type Localized,
  languageByCode,
  languageById,
  languageCodes,
  languages,
  splitLanguagePath,
  withLanguagePath,
} from './languages';
export { type ConfigListType, configListTypes } from './list-types';
// Type-only: names a list's items without bundling the list data (which stays in ./lists).
export type { ConfigListItem } from './lists/build-config-list';
export {
  type Alternate,
  editionOwnedAlternates,
  editionPageAlternates,
  pageAddress,
  worldwideEdition,
} from './page-address';
export {
  type CompanyFacts,
  companyTexts,
  type JobFacts,
  jobTexts,
  type PageTexts,
  type Screen,
  screenOfPath,
  screens,
  screenTexts,
  type TextLookup,
  withSiteName,
} from './page-heads';
export {
  buildRangeOptions,
  localizedSalaryLabel,
  type SalaryRange,
  salaryFilterRanges,
  salaryLabel,
  salaryRangeFromLabel,
} from './salary';
export {
  buildSearchVocabulary,
  type JobSearchListField,
  type JobSearchRequest,
  type JobSearchSort,
  type ParsedSearchUrl,
  parseSearchUrl,
  type SearchVocabulary,
  type SeoOption,
  toSearchQuery,
  toSearchUrl,
  type UnknownSearchValue,
} from './search-url';
export {
  companyIdOfSlug,
  companyPath,
  functionTitleKey,
  isSearchSlug,
  jobIdOfSlug,
  jobPath,
  metaDescription,
  noFilterSlug,
  parseFunctionTitleKey,
  parseSearchSlug,
  type SearchSlug,
  searchTitleKey,
  slugify,
  toSearchSlug,
} from './seo';
export { firstPhoneFormatCode, smsDialCodeByRegion, smsPhoneFormatCode } from './sms-dial-codes';
