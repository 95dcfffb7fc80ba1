/** The auth pages, one chunk loaded when one of them is opened (see page-routes). */
export {
  ChangePasswordPage,
  GetStartedPage,
  LoginRedirectPage,
  MagicLinkPage,
  QrLoginPhonePage,
  VerifyEmailPage,
} from '../../auth';
