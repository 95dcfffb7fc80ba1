export { ZGuestLoginBody, ZGuestSession, type TGuestLoginBody, type TGuestSession } from './authentication';
export {
  ZConfigListData,
  ZConfigListParams,
  ZConfigListQuery,
  ZGeoLocation,
  ZGeoLocationQuery,
  ZJobTitleListsQuery,
  ZJobTitleSuggestion,
  ZLanguageCode,
  ZSkillListsQuery,
  ZWebsiteOutage,
  ZWebsiteOutageQuery,
  ZWebsiteOutageUpdate,
  type TGeoLocation,
  type TJobTitleSuggestion,
  type TWebsiteOutage,
} from './config-service';
export { ZFailure, ZSuccess, readErrorMessage, type TFailure, type TSuccess } from './envelope';
export {
  allErrorCodes,
  errorCodes,
  httpStatusOf,
  isPhoneFormatCode,
  phoneFormatCodeRange,
  type ErrorCode,
  type ErrorCodeName,
} from './error-codes';
export { ZCountryId, ZLanguageId, jobseekerRoleId, requestHeaderNames } from './headers';
export {
  ZTranslationContentParams,
  ZTranslationManifest,
  translationFiles,
  type TTranslationManifest,
} from './translation';
