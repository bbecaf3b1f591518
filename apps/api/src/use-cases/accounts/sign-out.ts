import { keepCookies, type AuthExchange } from '../../accounts/auth-exchange';

/** POST /accounts/sign-out: better-auth deletes the session row and clears its cookie; signed out already: nothing. */
export async function signOut(exchange: AuthExchange, signedIn: boolean): Promise<{ signedOut: true }> {
  if (signedIn) {
    const { headers } = await exchange.auth.api.signOut({ headers: exchange.headers, returnHeaders: true });
    keepCookies(exchange, headers);
  }
  return { signedOut: true };
}
