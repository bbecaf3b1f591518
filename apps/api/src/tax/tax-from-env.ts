import type { Env } from '../env';
import type { TaxProvider } from './provider';
import { sandboxTaxProvider } from './sandbox-tax';
import { taxjarTaxProvider } from './taxjar-tax';

/**
 * The tax provider env configures: TAX_PROVIDER=taxjar with TAXJAR_API_KEY prices tax through TaxJar (falling back to
 * the sandbox table's estimate when TaxJar fails); otherwise the sandbox table. Env parsing refuses a half-configured one.
 */
export function taxProviderFromEnv(
  env: Pick<Env, 'TAX_PROVIDER' | 'TAXJAR_API_KEY' | 'TAXJAR_API_URL'>,
  onError: (error: unknown) => void,
): TaxProvider {
  const sandbox = sandboxTaxProvider();
  if (env.TAX_PROVIDER !== 'taxjar' || !env.TAXJAR_API_KEY) return sandbox;
  return taxjarTaxProvider({ apiKey: env.TAXJAR_API_KEY, apiUrl: env.TAXJAR_API_URL, fallback: sandbox, onError });
}
