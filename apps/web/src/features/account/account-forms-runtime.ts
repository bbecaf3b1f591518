// zod first: its jitless setting must be in place before any schema below is built (the CSP has no 'unsafe-eval').
import '../../lib/api/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailOnlyFormSchema,
  orderLookupFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '@store/core/accounts/account-forms';
import { lookUpOrder, requestPasswordReset, requestSignInLink, signIn, signUp } from '../../lib/api/accounts';

/**
 * What the login page's forms need of zod: their schemas as react-hook-form resolvers, and the accounts API client
 * (which checks each answer against its schema). Loaded by `lazy-account-forms.ts` when a form is first used, never
 * with the page.
 */
export const accountFormsRuntime = {
  resolvers: {
    signIn: zodResolver(signInFormSchema),
    signUp: zodResolver(signUpFormSchema),
    emailOnly: zodResolver(emailOnlyFormSchema),
    orderLookup: zodResolver(orderLookupFormSchema),
  },
  api: { signIn, signUp, requestSignInLink, requestPasswordReset, lookUpOrder },
};
