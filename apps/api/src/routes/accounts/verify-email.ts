import { verifyEmail } from '../../use-cases/accounts/verify-email';
import { emailedTokenSignInRoute } from './emailed-token-routes';

/** POST /accounts/verify-email {token}: verifies the email of the link and signs the account in. */
export const verifyEmailRoute = emailedTokenSignInRoute('/accounts/verify-email', verifyEmail);
