import { walletTokenSchema, type WalletSheetDecision, type WalletToken } from '@store/core/payments/sandbox-wallet';
import type { ExpressWallet } from '@store/core/payments/express-wallets';
import { browserRequest } from './browser-request';

/** POST /sandbox/wallet/tokens: the sandbox sheet's Pay or Decline makes a single-use token for the wallet and payer. */
export function createWalletToken(provider: ExpressWallet, payer: string, decision: WalletSheetDecision): Promise<WalletToken> {
  return browserRequest('POST', '/sandbox/wallet/tokens', walletTokenSchema, { provider, payer, decision });
}
