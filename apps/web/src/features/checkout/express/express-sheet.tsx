'use client';

import { useEffect, useState } from 'react';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { formatMoney, type Money } from '@store/core/money';
import { EXPRESS_BUTTON_LABELS, type ExpressWallet } from '@store/core/payments/express-wallets';
import {
  SANDBOX_WALLET_CARD,
  SANDBOX_WALLET_PAYERS,
  type WalletSheetDecision,
  type WalletToken,
} from '@store/core/payments/sandbox-wallet';
import { trackEvent } from '../../../lib/analytics/data-layer';
import { userFacingMessage } from '../../../lib/api/errors';
import { setCartRegion } from '../../../lib/api/delivery';
import { createWalletToken } from '../../../lib/api/wallets';
import { changeCartFromCheckout } from '../../cart/cart-store';
import { checkoutSnapshot } from '../checkout-store';
import { regionRequest } from '../shipping/region-request';
import { AUTOFOCUS, ModalDialog, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../modals/modal-dialog';

export interface ExpressSheetProps {
  wallet: ExpressWallet;
  region: AddressRegion;
  total: Money | null;
  /** Pay or Decline made a token (Decline's is refused when charged, as a real card would be). */
  onToken: (sheet: WalletToken) => void;
  onCancel: () => void;
}

/**
 * The sandbox's stand-in for the browser's payment sheet, loaded only when an express button is pressed:
 * the amount, the wallet's card, a choice of the wallet's saved addresses and contacts, and Pay / Decline / Cancel.
 * The token comes from the sandbox API (POST /sandbox/wallet/tokens), bound to this brand, session and wallet.
 */
export function ExpressSheet({ wallet, region, total, onToken, onCancel }: ExpressSheetProps) {
  const payers = Object.entries(SANDBOX_WALLET_PAYERS[region]);
  const [payer, setPayer] = useState(payers[0]?.[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Like a browser sheet's shippingaddresschange: the chosen address prices the cart (its tax), so the total shown is
  // the total the order will freeze and charge. Pay waits for it.
  const [pricedFor, setPricedFor] = useState<string | null>(null);
  useEffect(() => {
    const chosen = SANDBOX_WALLET_PAYERS[region][payer];
    const input = chosen === undefined ? null : regionRequest(region, chosen, null, false);
    if (input === null) return;
    let current = true;
    changeCartFromCheckout('region', () => setCartRegion(input)).then(
      () => current && setPricedFor(payer),
      (failure: unknown) => current && setError(userFacingMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [region, payer]);
  const priced = pricedFor === payer;

  // Cancel gives the cart back the region of the address typed in the form (the sheet's address priced it meanwhile).
  const cancel = () => {
    // While Pay or Decline runs the sheet's address is about to be the order's: nothing to give back.
    if (busy) return onCancel();
    // ("a cancelled wallet payment in checkout is tracked"): the shopper closed the sheet unpaid.
    trackEvent({ event: 'wallet_payment_cancelled', provider: wallet, reason: 'sheet closed' });
    const state = checkoutSnapshot();
    const typed =
      state.shippingAddress === null
        ? null
        : regionRequest(region, state.shippingAddress, state.billingAddress, state.differentBilling);
    if (typed !== null) void changeCartFromCheckout('region', () => setCartRegion(typed)).catch(() => undefined);
    onCancel();
  };

  const decide = async (decision: WalletSheetDecision) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      onToken(await createWalletToken(wallet, payer, decision));
    } catch (failure) {
      setError(userFacingMessage(failure));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={`${EXPRESS_BUTTON_LABELS[wallet]} (sandbox)`}
      onClose={cancel}
      testId="express-sheet"
      actions={
        <>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={busy || !priced}
            onClick={() => void decide('pay')}
            {...AUTOFOCUS}
          >
            Pay
          </button>
          <button type="button" className={SECONDARY_BUTTON} disabled={busy || !priced} onClick={() => void decide('decline')}>
            Decline
          </button>
          <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={cancel}>
            Cancel
          </button>
        </>
      }
    >
      <p className="flex justify-between text-lg">
        <span>Total</span>
        <strong data-testid="express-sheet-total">
          {total === null || !priced ? '…' : formatMoney(total, { cents: 'always' })}
        </strong>
      </p>
      <p className="rounded-brand border border-muted/40 p-3 font-semibold">{SANDBOX_WALLET_CARD.label}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Ship to</legend>
        {payers.map(([id, p]) => (
          <label
            key={id}
            className="flex min-h-11 cursor-pointer gap-3 rounded-brand border border-muted/40 p-3 has-[:checked]:border-2 has-[:checked]:border-brand"
          >
            <input
              type="radio"
              name="express-payer"
              value={id}
              checked={payer === id}
              onChange={() => setPayer(id)}
              className="mt-1 size-5 shrink-0 accent-brand"
            />
            <span className="flex min-w-0 flex-col text-sm">
              <span className="font-semibold">{p.fullName}</span>
              <span>
                {p.line1}
                {p.line2 === '' ? '' : `, ${p.line2}`}, {p.city}, {p.state} {p.zip}
              </span>
              <span className="break-words text-muted">{p.email}</span>
              <span className="text-muted">{p.phone}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </ModalDialog>
  );
}
