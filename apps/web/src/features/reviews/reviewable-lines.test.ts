import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test-support/cart-fixture';
import { reviewableLines } from './reviewable-lines';

const mattress = cartLine('mattress');
const pillow = { ...cartLine('pillow-gift', { forItem: 'mattress' }) };
const secondMattress = { ...cartLine('mattress-2'), product: { ...mattress.product } };
const sheets = cartLine('sheets');

describe('reviewableLines (paid orders, top-level lines, one per product)', () => {
  it.each([
    ['a paid order: every top-level product once', 'paid', [mattress, pillow, secondMattress, sheets], ['mattress', 'sheets']],
    ['an unpaid order: none', 'pending', [mattress, sheets], []],
    ['a cancelled order: none', 'cancelled', [mattress], []],
  ])('%s', (_rule, status, items, expected) => {
    expect([...reviewableLines({ status, cart: { items } })]).toEqual(expected);
  });
});
