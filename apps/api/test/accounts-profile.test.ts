import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { signedUpShopper } from './support/accounts';

const t = useTestApp();

describe('PUT /accounts/me: name and consent settings (/my-account; sendEmail, sendSMS)', () => {
  it('a new account has the brand default consents; changes are saved and read back', async () => {
    const { shopper: ann } = await signedUpShopper(t, 'nestwood', { name: 'Ann' });
    const before = (await ann.call('GET', '/accounts/me')).json().result;
    expect(before.consents).toEqual(BRANDS.nestwood.defaultConsents);
    const res = await ann.call('PUT', '/accounts/me', { name: '  Ann Lee ', consents: { sendEmail: false, sendSMS: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.account.name).toBe('Ann Lee');
    expect(res.json().result.consents).toEqual({ sendEmail: false, sendSMS: true });
    const after = (await ann.call('GET', '/accounts/me')).json().result;
    expect(after.account.name).toBe('Ann Lee');
    expect(after.consents).toEqual({ sendEmail: false, sendSMS: true });
    const onlyName = await ann.call('PUT', '/accounts/me', { name: 'Ann' });
    expect(onlyName.json().result.consents).toEqual({ sendEmail: false, sendSMS: true });
  });

  it.each([
    ['an empty body', {}, 'Nothing to change'],
    ['a blank name', { name: '   ' }, 'Please enter your name'],
    ['a consent that is not a boolean', { consents: { sendEmail: 'yes', sendSMS: false } }, null],
    ['an unknown field (e.g. the email)', { email: 'other@example.com' }, null],
  ])('%s is refused with 400 and changes nothing', async (_case, body, message) => {
    const { shopper: bo } = await signedUpShopper(t, 'nestwood', { name: 'Bo' });
    const res = await bo.call('PUT', '/accounts/me', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
    expect((await bo.call('GET', '/accounts/me')).json().result.account.name).toBe('Bo');
  });

  it('signed out: 401 Please sign in; another brand never sees the account', async () => {
    const res = await shopper(t.app, 'nestwood').call('PUT', '/accounts/me', { name: 'Eve' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in');
    const { shopper: cy } = await signedUpShopper(t, 'nestwood', { name: 'Cy' });
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: '/accounts/me',
      headers: { 'x-brand': 'driftvale', 'content-type': 'application/json' },
      cookies: Object.fromEntries(cy.jar),
      payload: JSON.stringify({ name: 'Eve' }),
    });
    expect(elsewhere.statusCode).toBe(401);
    expect((await cy.call('GET', '/accounts/me')).json().result.account.name).toBe('Cy');
  });
});
