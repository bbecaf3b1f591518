import { requestSignInLink } from '../../use-cases/accounts/request-sign-in-link';
import { emailLinkRequestRoute } from './emailed-token-routes';

/** POST /accounts/sign-in-link {email}: always 200 check-email; the link goes to an existing account only. */
export const signInLinkRoute = emailLinkRequestRoute('/accounts/sign-in-link', requestSignInLink);
