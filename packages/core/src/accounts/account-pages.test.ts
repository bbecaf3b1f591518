import { describe, expect, it } from 'vitest';
import { accountOrderPath, signInRedirect } from './account-pages';

describe('account pages', () => {
  it('the order page is /my-account/orders/{orderId}, the id encoded', () => {
    expect(accountOrderPath('ord_1')).toBe('/my-account/orders/ord_1');
    expect(accountOrderPath('a/b?c')).toBe('/my-account/orders/a%2Fb%3Fc');
  });

  it('a signed-out shopper is sent to /login with the page to come back to, encoded', () => {
    expect(signInRedirect()).toBe('/login?next=%2Fmy-account');
    expect(new URLSearchParams(signInRedirect('/my-account/orders/a?b').split('?')[1]).get('next')).toBe(
      '/my-account/orders/a?b',
    );
  });
});
