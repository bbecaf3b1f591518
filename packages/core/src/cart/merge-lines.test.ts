import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineKey, mergeLineLists, type MergeableLine } from './merge-lines';

const MAX_QTY = 20;

let seq = 0;
const ids = () => `id${++seq}`;

/** A valid stored cart: product lines (some split-king, stored as an even number of halves) and child lines under them, no two equal lines. */
const cartArb = (prefix: string) =>
  fc
    .array(
      fc.record({
        productId: fc.constantFrom('mattress', 'frame', 'pillow'),
        size: fc.constantFrom('queen', 'king', 'splitKing'),
        quantity: fc.integer({ min: 1, max: MAX_QTY }),
        children: fc.array(
          fc.record({
            productId: fc.constantFrom('sheets', 'protector', 'coverage'),
            color: fc.constantFrom('white', 'grey'),
            quantity: fc.integer({ min: 1, max: MAX_QTY }),
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 6 },
    )
    .map((families) => {
      const lines: MergeableLine[] = [];
      const seen = new Set<string>();
      families.forEach((f, i) => {
        const parent: MergeableLine = {
          itemIdentifier: `${prefix}${i}`,
          productId: f.productId,
          properties: [{ name: 'Size', value: f.size }],
          quantity: f.size === 'splitKing' ? Math.min(MAX_QTY, f.quantity * 2) & ~1 || 2 : f.quantity,
          forItem: null,
        };
        if (seen.has(lineKey(parent, null))) return;
        seen.add(lineKey(parent, null));
        lines.push(parent);
        f.children.forEach((c, j) => {
          const child: MergeableLine = {
            itemIdentifier: `${prefix}${i}c${j}`,
            productId: c.productId,
            // properties in another order than the parent's copy may have them: order never matters
            properties:
              j % 2
                ? [
                    { name: 'Color', value: c.color },
                    { name: 'Size', value: f.size },
                  ]
                : [
                    { name: 'Size', value: f.size },
                    { name: 'Color', value: c.color },
                  ],
            quantity: c.quantity,
            forItem: parent.itemIdentifier,
          };
          if (seen.has(lineKey(child, parent.itemIdentifier))) return;
          seen.add(lineKey(child, parent.itemIdentifier));
          lines.push(child);
        });
      });
      return lines;
    });

/** A line's identity independent of ids: its own key under its parent's key. */
function resolvedKeys(lines: readonly MergeableLine[]): Map<string, number> {
  const byId = new Map(lines.map((l) => [l.itemIdentifier, l]));
  const out = new Map<string, number>();
  for (const l of lines) {
    const parent = l.forItem === null ? null : byId.get(l.forItem);
    const key = lineKey(l, parent ? lineKey(parent, null) : null);
    out.set(key, (out.get(key) ?? 0) + l.quantity);
  }
  return out;
}

function apply(into: readonly MergeableLine[], merge: ReturnType<typeof mergeLineLists>): MergeableLine[] {
  const raised = new Map(merge.raised.map((r) => [r.itemIdentifier, r.quantity]));
  return [...into.map((l) => ({ ...l, quantity: raised.get(l.itemIdentifier) ?? l.quantity })), ...merge.added];
}

describe('mergeLineLists (the guest cart merged into the account cart at sign-in)', () => {
  it('merged cart = union of the lines under the cart rules: equal lines add up to the line maximum, the rest are added', () => {
    fc.assert(
      fc.property(cartArb('a'), cartArb('g'), (account, guest) => {
        const merge = mergeLineLists(account, guest, { maxLineQuantity: MAX_QTY, maxLines: 1000, newId: ids });
        expect(merge.skipped).toEqual([]);
        const merged = apply(account, merge);
        const expected = resolvedKeys(account);
        for (const [key, qty] of resolvedKeys(guest)) expected.set(key, (expected.get(key) ?? 0) + qty);
        const actual = resolvedKeys(merged);
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [key, qty] of expected) expect(actual.get(key)).toBe(Math.min(MAX_QTY, qty));
      }),
    );
  });

  it('nothing is lost: every line of the account cart stays, every guest line is merged or reported skipped', () => {
    fc.assert(
      fc.property(cartArb('a'), cartArb('g'), fc.integer({ min: 0, max: 12 }), (account, guest, maxLines) => {
        const merge = mergeLineLists(account, guest, { maxLineQuantity: MAX_QTY, maxLines, newId: ids });
        const merged = apply(account, merge);
        for (const line of account) expect(merged.find((m) => m.itemIdentifier === line.itemIdentifier)).toBeDefined();
        const skippedKeys = resolvedKeys(merge.skipped);
        for (const key of resolvedKeys(guest).keys()) expect(resolvedKeys(merged).has(key) || skippedKeys.has(key)).toBe(true);
      }),
    );
  });

  it('children come with their parents: every child line of the merged cart is under a product line of it', () => {
    fc.assert(
      fc.property(cartArb('a'), cartArb('g'), fc.integer({ min: 0, max: 12 }), (account, guest, maxLines) => {
        const merged = apply(account, mergeLineLists(account, guest, { maxLineQuantity: MAX_QTY, maxLines, newId: ids }));
        for (const child of merged.filter((l) => l.forItem !== null))
          expect(merged.find((p) => p.itemIdentifier === child.forItem)?.forItem).toBeNull();
      }),
    );
  });

  it('the line cap: a merge never takes a cart over maxLines, and a family (parent and its gifts) is merged whole or not at all', () => {
    fc.assert(
      fc.property(cartArb('a'), cartArb('g'), fc.integer({ min: 0, max: 12 }), (account, guest, maxLines) => {
        const merge = mergeLineLists(account, guest, { maxLineQuantity: MAX_QTY, maxLines, newId: ids });
        expect(account.length + merge.added.length).toBeLessThanOrEqual(Math.max(account.length, maxLines));
        const skippedIds = new Set(merge.skipped.map((l) => l.itemIdentifier));
        for (const child of guest.filter((l) => l.forItem !== null))
          expect(skippedIds.has(child.itemIdentifier)).toBe(skippedIds.has(child.forItem!));
      }),
    );
  });

  it('split-king lines (stored as halves) stay an even quantity after a merge', () => {
    fc.assert(
      fc.property(cartArb('a'), cartArb('g'), (account, guest) => {
        const merged = apply(account, mergeLineLists(account, guest, { maxLineQuantity: MAX_QTY, maxLines: 1000, newId: ids }));
        for (const l of merged.filter((m) => m.forItem === null && m.properties.some((p) => p.value === 'splitKing')))
          expect(l.quantity % 2).toBe(0);
      }),
    );
  });

  it('skips a child whose parent is not in the merged cart, and never edits its inputs', () => {
    const guest: MergeableLine[] = [{ itemIdentifier: 'x', productId: 'sheets', properties: [], quantity: 1, forItem: 'gone' }];
    const account: MergeableLine[] = [
      { itemIdentifier: 'p', productId: 'mattress', properties: [], quantity: 19, forItem: null },
    ];
    const copy = structuredClone(account);
    const merge = mergeLineLists(account, [...guest, { ...account[0]!, itemIdentifier: 'q', quantity: 5 }], {
      maxLineQuantity: MAX_QTY,
      maxLines: 50,
      newId: ids,
    });
    expect(merge).toEqual({ raised: [{ itemIdentifier: 'p', quantity: 20 }], added: [], skipped: guest });
    expect(account).toEqual(copy);
  });
});
