import { BRAINTREE_KEYS_TOGETHER, braintreeEnvFields } from './providers/braintree/env';
import { stripeEnvFields } from './providers/stripe-direct/env';

/**
 * The live payment variables of apps/api/src/env.ts, from the folders of the providers that have them (`env.ts`
 * beside the adapter; the manifests' `env` names them, and the provider layout test checks both agree).
 */
export const PROVIDER_ENV_FIELDS = { ...stripeEnvFields, ...braintreeEnvFields };

/** Variables that are set together or not at all, each group named by its first variable when it is not. */
export const PROVIDER_ENV_SET_TOGETHER: ReadonlyArray<
  readonly [keyof typeof PROVIDER_ENV_FIELDS, ...(keyof typeof PROVIDER_ENV_FIELDS)[]]
> = [BRAINTREE_KEYS_TOGETHER];
