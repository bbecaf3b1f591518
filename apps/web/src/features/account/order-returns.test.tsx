// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicApiPath } from '../../lib/routing/api-allow-list';
import { ApiError } from '../../lib/api/errors';
import type { Order } from '../../lib/api/orders';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { renderInDom } from '../../test-support/client-render';
import { OrderReturns } from './order-returns';
import { CHOOSE_REASON, RETURN_RECEIVED, ReturnRequestForm } from './return-request-form';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

type ReturnsOrder = Pick<Order, 'id' | 'status' | 'cart' | 'returns' | 'lineReturns'>;

const MATTRESS = cartLine('m1', { title: 'Cloud Hybrid Mattress', price: 149_900 });
const PILLOWS = cartLine('p1', { title: 'Cloud Pillow', quantity: 2, price: 9_000 });
const FRAME = cartLine('f1', { title: 'Oak Frame', price: 40_000 });
const ENDED = 'Your 50-night trial for Oak Frame ended on February 9, 2026: returns are no longer possible';

const order = (overrides: Partial<ReturnsOrder> = {}): ReturnsOrder => ({
  id: 'order-1',
  status: 'paid',
  cart: cartFixture([MATTRESS, PILLOWS, FRAME]),
  lineReturns: [
    { itemIdentifier: 'm1', returnableQuantity: 0, trialEndsAt: null, refusal: 'This item is already being returned' },
    { itemIdentifier: 'p1', returnableQuantity: 2, trialEndsAt: '2026-03-10T23:59:59.999Z', refusal: null },
    { itemIdentifier: 'f1', returnableQuantity: 0, trialEndsAt: '2026-02-09T23:59:59.999Z', refusal: ENDED },
  ],
  returns: [
    {
      id: 'r1',
      itemIdentifier: 'm1',
      title: 'Cloud Hybrid Mattress',
      quantity: 1,
      reason: 'too-firm',
      status: 'pickup_scheduled',
      statusLabel: 'Pick-up scheduled',
      pickupDate: '2026-03-20',
      refundedAmount: null,
      refusedReason: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 'r0',
      itemIdentifier: 'm1',
      title: 'Cloud Hybrid Mattress',
      quantity: 1,
      reason: 'back-pain',
      status: 'refunded',
      statusLabel: 'Refunded',
      pickupDate: '2026-02-02',
      refundedAmount: 120_000,
      refusedReason: null,
      createdAt: '2026-01-20T10:00:00.000Z',
    },
  ],
  ...overrides,
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  refresh.mockReset();
});

async function render(element: Parameters<typeof renderInDom>[0]): Promise<HTMLElement> {
  const rendered = await renderInDom(element);
  unmount = rendered.unmount;
  return rendered.container;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('OrderReturns (the order page, account and guest look-up)', () => {
  it('offers a return on a line inside its trial, gives the refusal for the others, and lists the returns', async () => {
    const html = await render(createElement(OrderReturns, { order: order() }));
    const lines = [...html.querySelectorAll('[data-testid="order-return-line"]')];
    expect(lines.map((li) => li.querySelector('button') !== null)).toEqual([false, true, false]);
    expect(text(lines[1])).toContain('Your trial runs until March 10, 2026.');
    expect(text(lines[0]?.querySelector('[data-testid="order-return-refusal"]'))).toBe('This item is already being returned');
    expect(text(lines[2]?.querySelector('[data-testid="order-return-refusal"]'))).toBe(ENDED);
    const returns = [...html.querySelectorAll('[data-testid="order-return"]')].map((li) =>
      [...li.querySelectorAll('p')].map(text).join(' | '),
    );
    expect(returns).toEqual([
      '1 × Cloud Hybrid Mattress: Pick-up scheduled | Pick-up on Friday, March 20, 2026',
      '1 × Cloud Hybrid Mattress: Refunded | Refunded $1,200.00',
    ]);
  });

  it('shows nothing for an unpaid order or one without trials or returns', async () => {
    expect((await render(createElement(OrderReturns, { order: order({ status: 'pending' }) }))).innerHTML).toBe('');
    await unmount?.();
    expect((await render(createElement(OrderReturns, { order: order({ returns: [], lineReturns: [] }) }))).innerHTML).toBe('');
  });

  it('is reachable through the storefront’s /api (the orders area)', () => {
    expect(isPublicApiPath('/orders/order-1/returns', 'live')).toBe(true);
  });
});

describe('ReturnRequestForm', () => {
  const open = async (props: Partial<Parameters<typeof ReturnRequestForm>[0]> = {}) => {
    const submit = props.submit ?? vi.fn().mockResolvedValue({});
    const html = await render(
      createElement(ReturnRequestForm, {
        orderId: 'order-1',
        itemIdentifier: 'p1',
        title: 'Cloud Pillow',
        returnable: 2,
        submit,
      }),
    );
    const start = html.querySelector('button')!;
    expect(text(start)).toBe('Start a return of Cloud Pillow');
    await act(async () => start.click());
    return { html, submit };
  };
  const field = (html: HTMLElement, label: string) => {
    const labelled = [...html.querySelectorAll('label')].find((l) => text(l) === label);
    return html.querySelector<HTMLSelectElement & HTMLTextAreaElement>(`#${CSS.escape(labelled?.htmlFor ?? 'none')}`);
  };
  const choose = async (el: HTMLSelectElement | HTMLTextAreaElement, value: string) => {
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
      setter.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
  };
  const send = (html: HTMLElement) => act(async () => html.querySelector('form')!.requestSubmit());

  it('has a visible label for the reason, the quantity (more than one may go) and the comment', async () => {
    const { html } = await open();
    expect(field(html, 'Reason')?.tagName).toBe('SELECT');
    expect([...field(html, 'Reason')!.querySelectorAll('option')].map(text)).toEqual([
      'Choose a reason',
      'Too firm',
      'Too soft',
      'Sleeping hot',
      'Back pain',
      'Changed my mind',
      'Damaged',
      'Other',
    ]);
    expect([...field(html, 'Quantity')!.querySelectorAll('option')].map(text)).toEqual(['1', '2']);
    expect(field(html, 'Comment (optional)')?.tagName).toBe('TEXTAREA');
  });

  it('asks for a quantity only when more than one may go back', async () => {
    const html = await render(
      createElement(ReturnRequestForm, { orderId: 'o', itemIdentifier: 'm1', title: 'Mattress', returnable: 1, submit: vi.fn() }),
    );
    await act(async () => html.querySelector('button')!.click());
    expect(field(html, 'Quantity')).toBeNull();
  });

  it('needs a reason, then posts the line, quantity, reason and comment with one key and reads the page again', async () => {
    const { html, submit } = await open();
    await send(html);
    expect(submit).not.toHaveBeenCalled();
    expect(html.textContent).toContain(CHOOSE_REASON);
    await choose(field(html, 'Reason')!, 'sleeping-hot');
    await choose(field(html, 'Quantity')!, '2');
    await choose(field(html, 'Comment (optional)')!, '  Too warm in summer  ');
    await send(html);
    expect(submit).toHaveBeenCalledWith(
      'order-1',
      { itemIdentifier: 'p1', quantity: 2, reason: 'sleeping-hot', comment: 'Too warm in summer' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(text(html.querySelector('[data-testid="return-request-outcome"]'))).toBe(RETURN_RECEIVED);
    expect(html.querySelector('form')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the API’s refusal as it says it, and keeps the form', async () => {
    const message = 'This item is already being returned';
    const submit = vi.fn().mockRejectedValue(new ApiError(409, 'CONFLICT', message));
    const { html } = await open({ submit });
    await choose(field(html, 'Reason')!, 'too-soft');
    await send(html);
    expect(text(html.querySelector('[data-testid="return-request-outcome"]'))).toBe(message);
    expect(html.querySelector('form')).not.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});
