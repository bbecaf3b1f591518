import { z } from 'zod';
import type { AddressRegion } from '../checkout/address-rules';

/*
 * The sandbox payment sheet's data and the wallet token it hands back (POST /sandbox/wallet/tokens). Apart from
 * express-wallets.ts, which the cart page's express buttons import on first load, so that zod stays off that page.
 */

/** The sandbox wallet's one card: what the sheet shows and the ledger keeps (last four digits). */
export const SANDBOX_WALLET_CARD = { label: 'Visa •••• 4242', last4: '4242' } as const;

/** What a payment sheet hands back besides the token: the payer's contact and address as the checkout forms hold them. */
export const walletPayerSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type WalletPayer = z.infer<typeof walletPayerSchema>;

/** The sandbox sheet's addresses and contacts by region: a shopper picks one, as a real wallet offers its saved ones. */
export const SANDBOX_WALLET_PAYERS: Readonly<Record<AddressRegion, Readonly<Record<string, WalletPayer>>>> = {
  US: {
    home: {
      fullName: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone: '(415) 555-0142',
      line1: '500 Howard St',
      line2: '',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
    },
    work: {
      fullName: 'Sam Patel',
      email: 'sam.patel@example.com',
      phone: '(212) 555-0178',
      line1: '350 5th Ave',
      line2: 'Floor 21',
      city: 'New York',
      state: 'NY',
      zip: '10118',
    },
  },
  CA: {
    home: {
      fullName: 'Alex Martin',
      email: 'alex.martin@example.com',
      phone: '(416) 555-0131',
      line1: '100 Queen St W',
      line2: '',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5H 2N2',
    },
    work: {
      fullName: 'Chris Tremblay',
      email: 'chris.tremblay@example.com',
      phone: '(604) 555-0166',
      line1: '800 Robson St',
      line2: 'Suite 4',
      city: 'Vancouver',
      state: 'BC',
      zip: 'V6Z 3B7',
    },
  },
};

/** What the shopper presses on the sandbox sheet: Pay (the card pays) or Decline (the card is declined at charge). */
export const WALLET_SHEET_DECISIONS = ['pay', 'decline'] as const;
export type WalletSheetDecision = (typeof WALLET_SHEET_DECISIONS)[number];

/** POST /sandbox/wallet/tokens answer: the single-use wallet token, the payer, and the card the sheet showed. */
export const walletTokenSchema = z.object({
  token: z.string(),
  payer: walletPayerSchema,
  card: z.object({ label: z.string(), last4: z.string() }),
});
export type WalletToken = z.infer<typeof walletTokenSchema>;
