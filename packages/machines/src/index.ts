export {
  describeMachine,
  type MachineDescription,
  type StateDescription,
  type TransitionDescription,
} from './catalogue/describe-machine';
export { type MachineHome, machineRegistry, type RegisteredMachine } from './catalogue/machine-registry';
export {
  type ChatConnectionContext,
  type ChatConnectionEvent,
  type ChatConnectionStatus,
  chatConnectionMachine,
  chatConnectionStatus,
  defaultChatBackoff,
} from './chat-connection/machine';
export { reconnectDelay } from './chat-connection/reconnect-backoff';
export {
  type ChatExchangeContext,
  type ChatExchangeEvent,
  type ChatExchangeKind,
  type ChatExchangeStatus,
  chatExchangeKinds,
  chatExchangeMachine,
  chatExchangeStatuses,
} from './chat-exchange/machine';
export { type ApiFailureLike, readFailure } from './failure';
export { identityVerificationMachine } from './identity-verification/machine';
export type {
  IdentityVerificationContext,
  IdentityVerificationEvent,
  IdentityVerificationInput,
} from './identity-verification/types';
export { interviewMachine } from './interview/machine';
export { decideInterview, type InterviewRefusal } from './interview/refusal';
export {
  beforeCancelCutoff,
  checkInOpen,
  interviewEnd,
  interviewRules,
  interviewStart,
  noShowBanEnd,
  resultRequestableFrom,
  zonedWallTime,
} from './interview/rules';
export {
  type ChatParty,
  type InterviewContext,
  type InterviewEvent,
  type InterviewEventType,
  type InterviewInput,
  type InterviewResult,
  type InterviewStatus,
  interviewStatuses,
} from './interview/types';
export {
  type LifecycleStep,
  type LifecycleWatcher,
  moveLifecycle,
  reportLifecycleStart,
  restoreLifecycle,
  takesEvent,
  watchLifecycles,
} from './lifecycle';
export { type DestinationInput, destinationAfterLogin } from './login/destination-after-login';
export { defaultRetrySeconds, type LoginContext, loginMachine } from './login/machine';
export type {
  AccountLookup,
  LoginError,
  LoginEvent,
  LoginInput,
  LoginOutcome,
  PasswordSignInInput,
  PasswordSignInResult,
  SelectAccountInput,
  SocialProvider,
  SocialSignInInput,
  SocialSignInStart,
} from './login/types';
export { isEmailAddress, normalizePhone } from './login/validation';
export {
  type OfferContext,
  type OfferEvent,
  type OfferStatus,
  offerMachine,
  offerRules,
  offerStatuses,
} from './offer/machine';
export { defaultResendSeconds, type OtpContext, otpMachine } from './otp/machine';
export type {
  AccountChoice,
  OtpError,
  OtpEvent,
  OtpInput,
  OtpPurpose,
  OtpResult,
  OtpVerification,
  SendCodeInput,
  SendCodeOutput,
  VerifyCodeInput,
} from './otp/types';
export { type QrContext, qrMachine, scannedNoticeMs } from './qr/machine';
export type {
  CompleteQrLoginInput,
  QrError,
  QrEvent,
  QrInput,
  QrOutcome,
  QrScanner,
  QrServerEvent,
  QrSession,
} from './qr/types';
export { type QuickApplyContext, quickApplyMachine } from './quick-apply/machine';
export { resumeProblem } from './quick-apply/resume-check';
export type {
  ApplyInput,
  QuickApplyError,
  QuickApplyEvent,
  QuickApplyInput,
  QuickApplyOutcome,
  QuickApplyRegistration,
  ResumeChoice,
} from './quick-apply/types';
export {
  isTickable,
  type ResumeSyncContext,
  type ResumeSyncEvent,
  type ResumeSyncInput,
  resumeSyncMachine,
} from './resume-sync/machine';
export {
  type SendResumeContext,
  type SendResumeEvent,
  type SendResumeInput,
  sendResumeMachine,
} from './send-resume/machine';
