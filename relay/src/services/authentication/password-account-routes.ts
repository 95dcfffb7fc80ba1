import type { ZodPlugin } from '../../http/zod-provider';
import { passwordLoginRoutes } from './password-login-routes';
import { registerRoutes } from './register-routes';
import { resetPasswordRoutes } from './reset-password-routes';
import { ticketRoutes } from './ticket-routes';
import { twoFactorRoutes } from './two-factor-routes';

/** Authentication service, password accounts: sign-up, login and logout, two-factor, reset, hand-off. */
export const passwordAccountRoutes: ZodPlugin = async (app) => {
  await app.register(registerRoutes);
  await app.register(passwordLoginRoutes);
  await app.register(twoFactorRoutes);
  await app.register(resetPasswordRoutes);
  await app.register(ticketRoutes);
};
