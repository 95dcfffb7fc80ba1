/**
 * Pages that sign someone in show a refused call themselves: a wrong password or a spent ticket
 * answers 401 there, which must not end in the spec §7 "401 → /get-started" redirect.
 */
const signInPages = [
  '/get-started',
  '/change-password',
  '/magic-link',
  '/jobseeker-login-redirect',
  '/verify-email',
];

/** `rest` is the path without its language prefix. */
export function isSignInPage(rest: string): boolean {
  return signInPages.some((page) => rest === page || rest === `${page}/`);
}
