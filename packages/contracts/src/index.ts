export { type TGuestLoginBody, type TGuestSession, ZGuestLoginBody, ZGuestSession } from './authentication';
export {
  type TGeoLocation,
  type TJobTitleSuggestion,
  type TWebsiteOutage,
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
} from './config-service';
export { readErrorMessage, type TFailure, type TSuccess, ZFailure, ZSuccess } from './envelope';
export {
  allErrorCodes,
  type ErrorCode,
  type ErrorCodeName,
  errorCodes,
  httpStatusOf,
  isPhoneFormatCode,
  phoneFormatCodeRange,
} from './error-codes';
export { jobseekerRoleId, requestHeaderNames, ZCountryId, ZLanguageId } from './headers';
export { type TSessionUser, ZMeQuery, ZSessionUser } from './session';
export {
  type TTranslationManifest,
  translationFiles,
  ZTranslationContentParams,
  ZTranslationManifest,
} from './translation';
