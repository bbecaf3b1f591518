import { describe, expect, it } from 'vitest';
import { changeAddressBook, MAX_SAVED_ADDRESSES, type AddressBookEntry } from './address-book';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const entry = (id: string, minute: number, isDefault = false): AddressBookEntry => ({ id, isDefault, createdAt: at(minute) });
const defaults = (outcome: ReturnType<typeof changeAddressBook>) =>
  outcome.ok ? outcome.entries.filter((e) => e.isDefault).map((e) => e.id) : outcome.reason;

describe('address book default rules', () => {
  it.each([
    {
      rule: 'the first address saved is the default',
      book: [],
      change: { kind: 'add', entry: { id: 'a', createdAt: at(1) } },
      expected: ['a'],
    },
    {
      rule: 'the first address is the default even when asked not to be',
      book: [],
      change: { kind: 'add', entry: { id: 'a', createdAt: at(1) }, makeDefault: false },
      expected: ['a'],
    },
    {
      rule: 'a second address is not the default unless asked',
      book: [entry('a', 1, true)],
      change: { kind: 'add', entry: { id: 'b', createdAt: at(2) } },
      expected: ['a'],
    },
    {
      rule: 'a new address asked to be the default takes it over (one default)',
      book: [entry('a', 1, true)],
      change: { kind: 'add', entry: { id: 'b', createdAt: at(2) }, makeDefault: true },
      expected: ['b'],
    },
    {
      rule: 'an edit asking for the default moves it (one default)',
      book: [entry('a', 1, true), entry('b', 2)],
      change: { kind: 'update', id: 'b', makeDefault: true },
      expected: ['b'],
    },
    {
      rule: 'un-defaulting the only default keeps it (always one default)',
      book: [entry('a', 1, true), entry('b', 2)],
      change: { kind: 'update', id: 'a', makeDefault: false },
      expected: ['a'],
    },
    {
      rule: 'removing the default promotes the newest remaining address',
      book: [entry('a', 1, true), entry('b', 3), entry('c', 2)],
      change: { kind: 'remove', id: 'a' },
      expected: ['b'],
    },
    {
      rule: 'removing another address keeps the default',
      book: [entry('a', 1, true), entry('b', 3)],
      change: { kind: 'remove', id: 'b' },
      expected: ['a'],
    },
    {
      rule: 'removing the last address leaves no default',
      book: [entry('a', 1, true)],
      change: { kind: 'remove', id: 'a' },
      expected: [],
    },
    {
      rule: 'a book without a default (should not happen) gets the newest as default at the next change',
      book: [entry('a', 1), entry('b', 2)],
      change: { kind: 'update', id: 'a' },
      expected: ['b'],
    },
    {
      rule: 'an unknown id is not found',
      book: [entry('a', 1, true)],
      change: { kind: 'remove', id: 'zz' },
      expected: 'not-found',
    },
  ] as const)('$rule', ({ book, change, expected }) => {
    expect(defaults(changeAddressBook(book, change))).toEqual(expected);
  });

  it(`refuses a ${MAX_SAVED_ADDRESSES + 1}st address (max ${MAX_SAVED_ADDRESSES})`, () => {
    const full = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => entry(`a${i}`, i, i === 0));
    expect(changeAddressBook(full.slice(1), { kind: 'add', entry: { id: 'x', createdAt: at(99) } }).ok).toBe(true);
    expect(changeAddressBook(full, { kind: 'add', entry: { id: 'x', createdAt: at(99) } })).toEqual({
      ok: false,
      reason: 'too-many',
    });
  });

  it('keeps exactly one default through any sequence of changes', () => {
    let book: AddressBookEntry[] = [];
    const ids = ['a', 'b', 'c', 'd', 'e'];
    ids.forEach((id, i) => {
      const outcome = changeAddressBook(book, { kind: 'add', entry: { id, createdAt: at(i) }, makeDefault: i % 2 === 1 });
      if (!outcome.ok) throw new Error(outcome.reason);
      book = outcome.entries;
      expect(book.filter((e) => e.isDefault)).toHaveLength(1);
    });
    for (const id of ['d', 'a', 'e', 'b']) {
      const outcome = changeAddressBook(book, { kind: 'remove', id });
      if (!outcome.ok) throw new Error(outcome.reason);
      book = outcome.entries;
      expect(book.filter((e) => e.isDefault)).toHaveLength(1);
    }
  });
});
