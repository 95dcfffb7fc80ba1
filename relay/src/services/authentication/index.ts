/** The authentication feature's public entry: what other folders may import from it. */
export { accountStanding } from './account-standing';
export { redeemHandOffTicket, ticketLimits } from './hand-off-tickets';
export { consumeCode, issueCode, purgeExpiredCodes, type VerifiedCode, verifyCode } from './one-time-codes';
export { hashPassword, standInPasswordHash, verifyPassword } from './password';
export { findAccountByEmail, maskEmail } from './password-account-lookup';
export { loginLimits } from './password-login-routes';
export { readSmsPhone } from './phone-code-number';
export { completionRequiredFields } from './profile-completion';
export { findRecruiterByEmail } from './recruiter-accounts';
export { registerAccount } from './register-account';
export { registerStatusRoutes } from './register-status-routes';
export { authenticationRoutes } from './routes';
export { closeSession, openUserSession, sessionUser } from './sessions';
