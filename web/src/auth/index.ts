/** The auth feature's public entry: what other folders may import from it. */

export { ChangePasswordPage } from './ChangePasswordPage';
export { CountryCodePicker } from './CountryCodePicker';
export { storedCampaign } from './campaign';
export { GetStartedPage } from './GetStartedPage';
export { LoginRedirectPage } from './LoginRedirectPage';
export { MagicLinkPage } from './MagicLinkPage';
export { QrLoginPhonePage } from './QrLoginPhonePage';
export { useQueryParams } from './query-params';
export { freeResumeFlag } from './sign-up-source';
export { type SmsCountry, useSmsCountries } from './sms-countries';
export { ErrorMessage, TextField } from './TextField';
export { useLogout } from './use-logout';
export { VerifyEmailPage } from './VerifyEmailPage';
export { webClient } from './web-client';
