// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderInDom } from '../test-support/client-render';
import { describeWaitsForScripts, serverHtml, type ScriptControl } from '../test-support/waits-for-scripts';
import { cartFixture, cartLine } from '../test-support/cart-fixture';
import { CreateAccountForm } from '../features/account/create-account-form';
import { OrderLookupForm } from '../features/account/order-lookup-form';
import { PasswordSignInForm } from '../features/account/password-sign-in-form';
import { ResetPasswordForm } from '../features/account/reset-password-form';
import { CartLineItem } from '../features/cart/cart-line-item';
import { CouponForm } from '../features/cart/coupon-form';
import { QuantityStepper } from '../features/cart/quantity-stepper';
import ReviewsWidget from '../features/reviews/reviews-widget';
import { VoteButtons } from '../features/reviews/vote-buttons';
import type { Review, ReviewPage } from '@store/core/reviews/wire';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

const noop = () => undefined;
const review: Review = {
  id: 'r1',
  domainKey: 'mattress',
  productTitle: 'The Mattress',
  score: 5,
  title: 'Cool all night',
  content: 'Sleeps cool.',
  user: { displayName: 'Dana' },
  verifiedBuyer: true,
  topics: ['Cooling'],
  media: [],
  votesUp: 3,
  votesDown: 1,
  myVote: null,
  createdAt: '2025-03-04T12:00:00.000Z',
};
// /reviews: the first page of 1 review out of 12 in the HTML; the refresh on mount never answers here.
const reviewsPage = createElement(ReviewsWidget, {
  brandName: 'Nestwood',
  bottomline: { totalReviews: 12, averageScore: 4.8, starDistribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 10 } },
  firstPageSize: 10,
  showProduct: true,
  initialPage: { reviews: [review], pagination: { page: 1, perPage: 10, total: 12 }, topics: [{ name: 'Cooling', count: 4 }] },
  load: () => new Promise<ReviewPage>(() => undefined),
});
const line = cartLine('classic', { title: 'The Classic Mattress', price: 129_900, quantity: 2 });

// Each server-rendered control whose work is done by script, found by its accessible name.
const controls: ScriptControl[] = [
  ['create account', createElement(CreateAccountForm), 'Create account'],
  ['sign in', createElement(PasswordSignInForm, { next: '/my-account', email: '', onEmail: noop }), 'Sign in'],
  ['order lookup', createElement(OrderLookupForm), 'Find my order'],
  ['new password', createElement(ResetPasswordForm, { token: 'a-token' }), 'Save new password'],
  ['coupon', createElement(CouponForm, { cart: cartFixture([line]) }), 'Apply'],
  [
    'quantity plus',
    createElement(QuantityStepper, { title: 'The Classic Mattress', quantity: 2, onChange: noop }),
    'Increase quantity for The Classic Mattress',
  ],
  [
    'quantity minus',
    createElement(QuantityStepper, { title: 'The Classic Mattress', quantity: 2, onChange: noop }),
    'Decrease quantity for The Classic Mattress',
  ],
  [
    'remove a line',
    createElement(CartLineItem, { line, currency: 'USD', onQuantity: noop, onRemove: noop }),
    'Remove The Classic Mattress',
  ],
  ['helpful vote', createElement(VoteButtons, { reviewId: 'r1', initial: review }), 'Yes (3)'],
  ['star filter', reviewsPage, '5 stars: 10 reviews'],
  ['topic filter', reviewsPage, 'Cooling (4)'],
  ['review search', reviewsPage, 'Search'],
  ['more reviews', reviewsPage, 'Show more reviews'],
];

describeWaitsForScripts('controls that work by script wait for the page scripts', controls);

describe('fields that work by script wait for the page scripts', () => {
  it('says on /reviews when its controls work (data-ready), and keeps the search read-only until then', async () => {
    const html = serverHtml(reviewsPage);
    expect(html.querySelector('[data-testid="reviews-widget"]')?.getAttribute('data-ready')).toBe('false');
    expect(html.querySelector('select')?.disabled).toBe(true);
    expect(html.querySelector('input[type="search"]')?.hasAttribute('readonly')).toBe(true);
    const { container, unmount } = await renderInDom(reviewsPage);
    expect(container.querySelector('[data-testid="reviews-widget"]')?.getAttribute('data-ready')).toBe('true');
    expect(container.querySelector('select')?.disabled).toBe(false);
    expect(container.querySelector('input[type="search"]')?.hasAttribute('readonly')).toBe(false);
    await unmount();
  });

  it("keeps the stepper's number read-only until then", async () => {
    const stepper = createElement(QuantityStepper, { title: 'The Classic Mattress', quantity: 2, onChange: noop });
    expect(serverHtml(stepper).querySelector('input')?.readOnly).toBe(true);
    const { container, unmount } = await renderInDom(stepper);
    expect(container.querySelector('input')?.readOnly).toBe(false);
    await unmount();
  });
});
