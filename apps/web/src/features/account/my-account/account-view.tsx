'use client';

import { useState, type ReactNode } from 'react';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import type { Me, SavedAddress } from '../../../lib/api/my-account';
import { AddressBook } from './address-book';
import { ConsentSettings } from './consent-settings';
import { ProfileSection } from './profile-section';
import { SignOutButton } from '../sign-out-button';

export interface AccountViewProps {
  me: Me;
  addresses: SavedAddress[] | null;
  /** The order history, rendered on the server (OrderHistory): none of its code reaches the browser. */
  orderHistory: ReactNode;
  region: AddressRegion;
}

/** /my-account: profile, consent settings, saved addresses, orders and sign out (read on the server first). */
export function AccountView({ me: initialMe, addresses, orderHistory, region }: AccountViewProps) {
  const [me, setMe] = useState(initialMe);
  const greeting = me.account.name.trim() === '' ? 'Your account' : `Hello, ${me.account.name}`;
  return (
    <div className="flex flex-col gap-10" data-testid="my-account">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">My account</h1>
          <p className="text-lg">{greeting}</p>
        </div>
        <SignOutButton />
      </header>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <ProfileSection me={me} onSaved={setMe} />
        <ConsentSettings me={me} onSaved={setMe} />
      </div>
      {orderHistory}
      <AddressBook initial={addresses} region={region} />
    </div>
  );
}
