/** Saved addresses: at most this many per account. */
export const MAX_SAVED_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES_MESSAGE = `You can save at most ${MAX_SAVED_ADDRESSES} addresses`;

/** A saved address as the default rules see it: its id, whether it is the default, and when it was saved. */
export interface AddressBookEntry {
  id: string;
  isDefault: boolean;
  createdAt: Date;
}

/** One change to an account's address book; `makeDefault` is what the shopper asked for (absent: no wish). */
export type AddressBookChange =
  | { kind: 'add'; entry: Omit<AddressBookEntry, 'isDefault'>; makeDefault?: boolean }
  | { kind: 'update'; id: string; makeDefault?: boolean }
  | { kind: 'remove'; id: string };

export type AddressBookOutcome =
  { ok: true; entries: AddressBookEntry[]; defaultId: string | null } | { ok: false; reason: 'too-many' | 'not-found' };

/**
 * Default rules, as one pure function: the first address saved is the default; there is exactly one default
 * while the book has any address (asking for a new default moves it; un-defaulting the only default keeps it);
 * removing the default makes the newest remaining address the default; at most MAX_SAVED_ADDRESSES addresses.
 */
export function changeAddressBook(entries: readonly AddressBookEntry[], change: AddressBookChange): AddressBookOutcome {
  const current = entries.find((e) => e.isDefault)?.id ?? newest(entries)?.id ?? null;
  switch (change.kind) {
    case 'add': {
      if (entries.length >= MAX_SAVED_ADDRESSES) return { ok: false, reason: 'too-many' };
      const added = [...entries, { ...change.entry, isDefault: false }];
      return settle(added, change.makeDefault === true || current === null ? change.entry.id : current);
    }
    case 'update': {
      if (!entries.some((e) => e.id === change.id)) return { ok: false, reason: 'not-found' };
      return settle(entries, change.makeDefault === true ? change.id : current);
    }
    case 'remove': {
      if (!entries.some((e) => e.id === change.id)) return { ok: false, reason: 'not-found' };
      const left = entries.filter((e) => e.id !== change.id);
      return settle(left, current === change.id ? (newest(left)?.id ?? null) : current);
    }
  }
}

function newest(entries: readonly AddressBookEntry[]): AddressBookEntry | undefined {
  // Ties (same millisecond) go to the later one in the list, so the answer never depends on sort stability.
  return entries.reduce<AddressBookEntry | undefined>(
    (best, e) => (best === undefined || e.createdAt.getTime() >= best.createdAt.getTime() ? e : best),
    undefined,
  );
}

function settle(entries: readonly AddressBookEntry[], defaultId: string | null): AddressBookOutcome {
  return { ok: true, entries: entries.map((e) => ({ ...e, isDefault: e.id === defaultId })), defaultId };
}
