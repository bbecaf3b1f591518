import { truemed } from '@store/core/payments/providers/truemed/manifest';
import type { ProviderModule } from '../module';
import { truemedProvider } from './sandbox';

/** The session's statuses, which the qualification and the sandbox page move. */
export type { TruemedSessionStatus } from './sandbox';

/** Truemed: the sandbox's framed session page; no live adapter. */
export const provider: ProviderModule = {
  manifest: truemed,
  sandbox: (deps) => truemedProvider(deps),
};
