// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../test-support/client-render';
import { describeWaitsForScripts, inert, serverHtml } from '../../../test-support/waits-for-scripts';
import { WriteReviewForm } from '../../reviews/write-review-form';
import { ReturnRequestForm } from '../return-request-form';
import { SignInPanel } from '../sign-in-panel';
import { SignOutButton } from '../sign-out-button';
import { AddressBook } from './address-book';
import { BuyAgainButton } from './buy-again-button';
import { ConsentSettings } from './consent-settings';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined, prefetch: () => undefined }),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

const address = {
  id: 'addr_1',
  isDefault: false,
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5125550100',
  address: { line1: '1 Main St', line2: '', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
};
const book = createElement(AddressBook, { initial: [address], region: 'US' });

// /my-account, an order's page and /login are rendered on the server as the shopper.
describeWaitsForScripts('the account pages wait for their scripts', [
  ['sign out', createElement(SignOutButton), 'Sign out'],
  ['add an address', book, 'Add an address'],
  ['make an address the default', book, 'Make default Ann Lee, 1 Main St, Austin, TX 78701'],
  ['buy again', createElement(BuyAgainButton, { orderId: 'ord_1' }), 'Buy again'],
  [
    'start a return',
    createElement(ReturnRequestForm, { orderId: 'ord_1', itemIdentifier: 'SKU-1', title: 'The Mattress', returnable: 1 }),
    'Start a return of The Mattress',
  ],
  [
    'write a review',
    createElement(WriteReviewForm, { orderId: 'ord_1', domainKey: 'mattress', productTitle: 'The Mattress' }),
    'Write a review of The Mattress',
  ],
  [
    'switch to the email link',
    createElement(SignInPanel, { next: '/my-account', initialMode: 'password' }),
    'Email me a sign-in link',
  ],
]);

describe('the consent boxes wait for the scripts (a box ticked before would show a choice never saved)', () => {
  const me = {
    account: { userId: 'u1', email: 'ann@example.com', emailVerified: true, name: 'Ann Lee' },
    consents: { sendEmail: true, sendSMS: false },
  };
  const settings = createElement(ConsentSettings, { me, onSaved: () => undefined });

  it('are disabled in the server HTML and enabled in the browser', async () => {
    const boxes = (root: ParentNode) => [...root.querySelectorAll('input[type="checkbox"]')];
    expect(boxes(serverHtml(settings)).map(inert)).toEqual([true, true]);
    const { container, unmount } = await renderInDom(settings);
    expect(boxes(container).map(inert)).toEqual([false, false]);
    await unmount();
  });
});
