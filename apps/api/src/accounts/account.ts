/** The signed-in shopper of a request: set by the accounts hook from better-auth's session cookie. */
export interface Account {
  userId: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** The Account of a better-auth user row (its API returns more fields; these are the ones the store shows). */
export function accountOf(user: { id: string; email: string; emailVerified: boolean; name: string }): Account {
  return { userId: user.id, email: user.email, emailVerified: user.emailVerified, name: user.name };
}
