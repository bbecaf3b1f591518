import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile } from '../../web/e2e/support/browser';
import { SetPasswordPage, SignInPage } from './pages/sign-in-page';
import { StaffAdminPage } from './pages/staff-page';
import { StaffShell } from './pages/staff-shell';
import { shot, staffAccounts, staffPage } from './support/stack';

/**
 * An owner manages staff at 1440 px: adds a support member and hands over the set-password link; the member sets a
 * password and signs in; the owner disables them and the member's page is signed out at its next action.
 */

const browser = browserForFile();
const staff = staffAccounts();
const NEW_PASSWORD = 'a desk by the window 42';

let started = 0;
afterAll(() => console.log(`staff management journey took ${((Date.now() - started) / 1000).toFixed(1)} s`));

describe('staff management', () => {
  it('an owner adds a support member who sets a password and signs in, then disables them', async () => {
    started = Date.now();
    const owner = staff.owner;
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    await signIn.goto();
    expect(await signIn.signIn(owner.email, owner.password!)).toBe('signed-in');
    const shell = new StaffShell(page);
    expect(await shell.sectionNames()).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Returns',
      'Catalogue',
      'Coupons',
      'Reviews',
      'Experiments',
      'Audit log',
      'Staff',
    ]);

    const list = new StaffAdminPage(page);
    await list.open();
    const email = `nora.new.${Date.now().toString(36)}@staff.example.com`;
    const link = await list.add(email, 'Nora New');
    expect(link).toMatch(/\/set-password\?token=/);
    const row = (await list.row(email).innerText()).replace(/\s+/g, ' ');
    expect(row).toContain('Nora New');
    expect(row).toMatch(/Support All brands Off Active .* Never/);
    await shot(page, 'staff-01-list');

    // The new member, in a browser of their own, opens the link, sets a password and signs in.
    const member = (await staffPage(browser())).page;
    const setPassword = new SetPasswordPage(member);
    await setPassword.open(link);
    await setPassword.setPassword(NEW_PASSWORD);
    const memberSignIn = new SignInPage(member);
    await memberSignIn.goto();
    expect(await memberSignIn.signIn(email, NEW_PASSWORD)).toBe('signed-in');
    expect(await new StaffShell(member).sectionNames()).toEqual(['Orders', 'Customers', 'Returns', 'Catalogue']);

    // The owner disables them: the member's next action lands on sign-in, and signing in is refused.
    await page.reload();
    await list.table.waitFor();
    await list.disable(email);
    await shot(page, 'staff-02-disabled');
    await member.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Returns' }).click();
    await member.waitForURL((url) => url.pathname === '/sign-in', { timeout: 15_000 });
    await memberSignIn.heading().waitFor();
    expect(await memberSignIn.signIn(email, NEW_PASSWORD)).toEqual({ error: expect.stringContaining('incorrect') });
  });
});
