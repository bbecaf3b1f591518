'use client';

import { useState } from 'react';
import type { BillingForm as BillingValues } from '@store/core/checkout/address-form';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { addAddress, removeAddress, updateAddress, type AddressChanges, type SavedAddress } from '../../../lib/api/my-account';
import { userFacingMessage } from '../../../lib/api/errors';
import { BillingForm } from '../../checkout/address/billing-form';
import { PostalAddress } from '../../checkout/postal-address';
import { addressSummary, defaultFirst, savedAddressFormValues, savedAddressFromForm } from './saved-address-form';
import { useHydrated } from '../../../lib/use-hydrated';

/** The API keeps at most this many addresses per account (accounts contract). */
export const MAX_SAVED_ADDRESSES = 20;

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };
type Status = { tone: 'ok' | 'error'; text: string } | null;

const SECONDARY = 'min-h-11 rounded-brand border border-muted/60 px-4 font-semibold hover:bg-surface disabled:opacity-60';

/**
 * Saved addresses: list (default first), add, edit, remove and make default. Adding and editing use the
 * checkout's address form under its shipping rules (ZIP/city check included); after each change the list is read again,
 * since the API may move the default (the first address is the default; removing it makes the newest one default).
 */
export function AddressBook({ initial, region }: { initial: SavedAddress[] | null; region: AddressRegion }) {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(initial);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // The list is in the server HTML: its buttons wait for the page's scripts, as they wait for a call in flight.
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  const run = async (change: () => Promise<SavedAddress[]>, done: string): Promise<void> => {
    setBusy(true);
    setStatus(null);
    try {
      setAddresses(await change());
      setMode({ kind: 'list' });
      setStatus({ tone: 'ok', text: done });
    } catch (error) {
      setStatus({ tone: 'error', text: userFacingMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const changesOf = (values: BillingValues, isDefault?: boolean): AddressChanges => ({
    address: savedAddressFromForm(values, region),
    ...(isDefault === undefined ? {} : { isDefault }),
  });

  const list = addresses === null ? null : defaultFirst(addresses);
  return (
    <section aria-labelledby="account-addresses" className="flex flex-col gap-3" data-testid="account-addresses">
      <h2 id="account-addresses" className="text-2xl font-bold">
        Saved addresses
      </h2>
      {list === null ? (
        <p role="alert">Your saved addresses could not be loaded. Please try again later.</p>
      ) : list.length === 0 && mode.kind === 'list' ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {list.map((address) => (
            <li
              key={address.id}
              className="flex flex-col gap-3 rounded-brand border border-muted/30 p-4"
              data-testid="saved-address"
              data-default={address.isDefault}
            >
              {address.isDefault ? (
                <p className="self-start rounded-brand bg-surface px-2 py-0.5 text-sm font-semibold">Default address</p>
              ) : null}
              <PostalAddress details={address} />
              <div className="flex flex-wrap gap-2">
                <button type="button" className={SECONDARY} disabled={locked} onClick={() => setMode({ kind: 'edit', address })}>
                  Edit<span className="sr-only"> {addressSummary(address)}</span>
                </button>
                <button
                  type="button"
                  className={SECONDARY}
                  disabled={locked}
                  onClick={() => void run(() => removeAddress(address.id), 'The address is removed.')}
                >
                  Remove<span className="sr-only"> {addressSummary(address)}</span>
                </button>
                {address.isDefault ? null : (
                  <button
                    type="button"
                    className={SECONDARY}
                    disabled={locked}
                    onClick={() =>
                      void run(
                        () => updateAddress(address.id, { address: withoutIds(address), isDefault: true }),
                        'Your default address is changed.',
                      )
                    }
                  >
                    Make default<span className="sr-only"> {addressSummary(address)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={`min-h-5 text-sm ${status?.tone === 'error' ? 'font-semibold text-red-700' : ''}`}>
        {status?.text ?? ''}
      </p>
      {mode.kind === 'list' && list !== null ? (
        list.length < MAX_SAVED_ADDRESSES ? (
          <button
            type="button"
            className={`${SECONDARY} self-start`}
            disabled={locked}
            onClick={() => {
              setStatus(null);
              setMode({ kind: 'add' });
            }}
          >
            Add an address
          </button>
        ) : (
          <p>You can save up to {MAX_SAVED_ADDRESSES} addresses. Remove one to add another.</p>
        )
      ) : null}
      {mode.kind === 'list' ? null : (
        <div className="flex flex-col gap-2 rounded-brand border border-muted/30 p-4" data-testid="address-editor">
          <h3 className="text-lg font-bold">{mode.kind === 'add' ? 'New address' : 'Edit address'}</h3>
          <BillingForm
            key={mode.kind === 'edit' ? mode.address.id : 'new'}
            region={region}
            kind="shipping"
            defaultValues={mode.kind === 'edit' ? savedAddressFormValues(mode.address) : undefined}
            submitLabel="Save address"
            pending={busy}
            onSubmit={(values) =>
              mode.kind === 'edit'
                ? run(() => updateAddress(mode.address.id, changesOf(values)), 'The address is saved.')
                : run(() => addAddress(changesOf(values)), 'The address is saved.')
            }
          />
          <button type="button" className={`${SECONDARY} self-start`} disabled={locked} onClick={() => setMode({ kind: 'list' })}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}

/** A saved address as the API takes it back: the order address without its id and default flag. */
function withoutIds({ firstName, lastName, phone, address }: SavedAddress): AddressChanges['address'] {
  return { firstName, lastName, phone, address };
}
