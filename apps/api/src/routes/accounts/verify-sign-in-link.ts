import { verifySignInLink } from '../../use-cases/accounts/verify-sign-in-link';
import { emailedTokenSignInRoute } from './emailed-token-routes';

/** POST /accounts/sign-in-link/verify {token}: signs in once per link; used, expired or unknown: 400 INVALID_LINK. */
export const verifySignInLinkRoute = emailedTokenSignInRoute('/accounts/sign-in-link/verify', verifySignInLink);
