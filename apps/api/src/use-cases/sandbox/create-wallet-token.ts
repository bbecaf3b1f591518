import {
  err,
  isExpressWallet,
  ok,
  PAYMENT_PROVIDER_NOT_FOUND,
  SANDBOX_WALLET_CARD,
  SANDBOX_WALLET_PAYERS,
  type Result,
  type WalletSheetDecision,
  type WalletToken,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { hitTokenLimit } from './token-rate-limit';
import { createWalletToken } from '../../payments/sandbox/wallet-store';

/** The message for a payer the sandbox sheet does not offer in the brand's region. */
export const UNKNOWN_WALLET_PAYER_MESSAGE = 'Choose one of the wallet’s addresses';

export interface WalletTokenInput {
  sessionHash: string;
  provider: string;
  payer: string;
  decision: WalletSheetDecision;
}

/**
 * POST /sandbox/wallet/tokens (the sandbox payment sheet's Pay and Decline): a single-use token for an express wallet
 * the brand enables, bound to the brand, the session and the wallet, plus the payer the shopper chose among the
 * sandbox's addresses of the brand's region. The sheet only ever holds the sandbox card, so nothing else is kept.
 */
export async function tokenizeWallet(
  ctx: RequestContext,
  input: WalletTokenInput,
  deps: Pick<Deps, 'db' | 'now' | 'stores'>,
): Promise<Result<WalletToken>> {
  // Shares the card tokens' budget per address: a sheet is one more way to mint tokens.
  const limited = await hitTokenLimit(ctx, deps);
  if (!limited.ok) return limited;
  const wallet = input.provider;
  if (!isExpressWallet(wallet) || !ctx.brandConfig.paymentProviders.includes(wallet))
    return err('PROVIDER_NOT_FOUND', PAYMENT_PROVIDER_NOT_FOUND);
  const payers = SANDBOX_WALLET_PAYERS[ctx.brandConfig.region];
  const payer = Object.hasOwn(payers, input.payer) ? payers[input.payer] : undefined;
  if (payer === undefined) return err('BAD_REQUEST', UNKNOWN_WALLET_PAYER_MESSAGE);
  const owner = { brand: ctx.brand, sessionHash: input.sessionHash, provider: wallet };
  const token = await createWalletToken(
    deps.db,
    { ...owner, decision: input.decision, last4: SANDBOX_WALLET_CARD.last4 },
    deps.now(),
  );
  return ok({ token, payer, card: { ...SANDBOX_WALLET_CARD } });
}
