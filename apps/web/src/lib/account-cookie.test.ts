import { describe, expect, it } from 'vitest';
import { hasAccountCookie } from './account-cookie';

describe('hasAccountCookie (the checkout asks for the account only when signed in)', () => {
  it.each([[['acct.session_token']], [['sid', '__Secure-acct.session_token']]])('%j: signed in', (names) =>
    expect(hasAccountCookie(names)).toBe(true),
  );
  it.each([[[]], [['sid']], [['acct.session_data']], [['xacct.session_token']]])('%j: a guest', (names) =>
    expect(hasAccountCookie(names)).toBe(false),
  );
});
