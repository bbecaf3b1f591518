import { requestPasswordReset } from '../../use-cases/accounts/request-password-reset';
import { emailLinkRequestRoute } from './emailed-token-routes';

/** POST /accounts/password-reset {email}: always 200 check-email; the reset link (1 h) goes to an existing account only. */
export const passwordResetRoute = emailLinkRequestRoute('/accounts/password-reset', requestPasswordReset);
