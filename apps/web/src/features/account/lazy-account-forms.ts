import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '../../lib/load-once';

type AccountFormsRuntime = (typeof import('./account-forms-runtime'))['accountFormsRuntime'];

/**
 * The login page's forms validate with zod and call the API through zod-checked answers, but zod is 31 KB compressed
 * that the page does not need to show itself: it is loaded once, when the shopper first focuses a field of one of these
 * forms (each form's onFocus), or at the latest on the first check or submit. A failed load is forgotten, so the next
 * attempt loads it again.
 */
export const loadAccountForms: () => Promise<AccountFormsRuntime> = loadOnce(() =>
  import('./account-forms-runtime').then(({ accountFormsRuntime }) => accountFormsRuntime),
);

/** Starts loading on a form's first focus, so that the first check or submit need not wait for it. */
export function warmAccountForms(): void {
  loadAccountForms().catch(() => undefined);
}

/** A react-hook-form resolver that runs one of the runtime's zod resolvers, loading it first. */
export function lazyResolver<Input extends FieldValues, Output>(
  pick: (runtime: AccountFormsRuntime) => Resolver<Input, unknown, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => pick(await loadAccountForms())(values, context, options);
}
