/** The sign-in section's three ways in: a password, an emailed sign-in link, or a password reset. */
export const SIGN_IN_MODES = ['password', 'link', 'forgot'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

/** `/login?mode=link` or `?mode=forgot` opens that form (the expired-link pages point there); anything else is the password form. */
export function signInModeFrom(value: string | string[] | undefined): SignInMode {
  return typeof value === 'string' && (SIGN_IN_MODES as readonly string[]).includes(value) ? (value as SignInMode) : 'password';
}
