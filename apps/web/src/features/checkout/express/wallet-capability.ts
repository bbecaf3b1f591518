import type { ExpressWallet, WalletCapabilities } from '@store/core/payments/express-wallets';
import { EXPRESS_WALLETS } from '@store/core/payments/express-wallets';

/** Asks the browser whether it can pay with a wallet, like PaymentRequest.canMakePayment() (live SDKs plug in here). */
export type CanMakePayment = (wallet: ExpressWallet) => Promise<boolean>;

/** "the sandbox offers them": in sandbox mode the sandbox sheet can always pay. */
export const sandboxCanMakePayment: CanMakePayment = () => Promise.resolve(true);

/** Every wallet's answer; a check that throws counts as "cannot" (the button stays hidden, nothing breaks). */
export async function walletCapabilities(canMakePayment: CanMakePayment): Promise<WalletCapabilities> {
  const answers = await Promise.all(EXPRESS_WALLETS.map((wallet) => canMakePayment(wallet).catch(() => false)));
  return Object.fromEntries(EXPRESS_WALLETS.map((wallet, i) => [wallet, answers[i] === true]));
}
