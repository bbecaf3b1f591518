import { braintree } from '@store/core/payments/providers/braintree/manifest';
import type { ProviderModule } from '../module';

/**
 * Braintree, the gateway PayPal and PayPal Credit go through: no adapter of its own ('Payment provider not found' when
 * named); its live client is payments/live/braintree-*.ts, its client tokens payments/braintree/ and routes/braintree/.
 */
export const provider: ProviderModule = { manifest: braintree };
