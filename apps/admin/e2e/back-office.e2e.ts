import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile } from '../../web/e2e/support/browser';
import { AccountSecurityPage } from './pages/account-security-page';
import { AuditPage } from './pages/audit-page';
import { OrderPage, RefundDialog, choose, submitDialog } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { ReturnsPage } from './pages/returns-page';
import { SetPasswordPage, SignInPage } from './pages/sign-in-page';
import { StaffShell } from './pages/staff-shell';
import { minorUnits, openShopperOrder, placeOrder, waitForMail, type ShopperOrder } from './support/shopper';
import { SHOTS, shot, staffAccounts, staffPage, type StaffKey } from './support/stack';
import { totpCode } from './support/totp';

/**
 * The staff application at 1440 px on the journeys' stack: a manager sets a password from the staff:add link, turns on
 * two-step sign-in and signs in with a code; refunds, cancels, ships and takes a return from request to refund on
 * orders guests placed through the storefront's checkout; a support member and a one-brand manager meet their limits;
 * the audit log names who did each. The shopper's side is read where the shopper reads it: their order page and the
 * sandbox mailbox of the browser that placed the order.
 */

const browser = browserForFile();
const staff = staffAccounts();
const MANAGER_PASSWORD = 'a quiet ledger of refunds';

const TWO_LINES = [
  { name: 'mattress', size: 'queen' },
  { name: 'natural-cotton-sheet-set', size: 'queen' },
];
const MATTRESS = [{ name: 'mattress', size: 'queen' }];
const PLUME_MATTRESS = [{ name: 'foam-mattress', size: 'queen' }];
const UPS_NUMBER = '1Z999AA10123456784';
const FEDEX_NUMBER = '123456789012';

type OrderKey = 'refund' | 'cancel' | 'ship' | 'return' | 'plume';
const orders = new Map<OrderKey, Promise<ShopperOrder>>();

/** The order a journey works on, once its guest has placed it. */
const order = (key: OrderKey): Promise<ShopperOrder> => orders.get(key)!;

/** The signed-in page of each staff member, kept across journeys (one sign-in each). */
const sessions = new Map<StaffKey, Page>();
/** The manager's TOTP secret, read from the Account security page in the first journey. */
let managerSecret: string | null = null;

const passwordOf = (key: StaffKey): string => staff[key].password ?? MANAGER_PASSWORD;

/** A staff member's signed-in page: the one kept from an earlier journey, else a sign-in (with a code when two-step is on). */
async function session(key: StaffKey): Promise<Page> {
  const kept = sessions.get(key);
  if (kept) return kept;
  const { page } = await staffPage(browser());
  const signIn = new SignInPage(page);
  await signIn.goto();
  const outcome = await signIn.signIn(staff[key].email, passwordOf(key));
  if (outcome === 'code') {
    if (key !== 'manager' || managerSecret === null) throw new Error(`${key} is asked for a code nobody set up`);
    await signIn.enterCode(await totpCode(managerSecret));
  } else if (outcome !== 'signed-in') throw new Error(`${staff[key].email} could not sign in: ${outcome.error}`);
  await new StaffShell(page).waitSignedIn();
  sessions.set(key, page);
  return page;
}

/** Opens an order in the staff application by its short id, through the orders search as a person would. */
async function findOrder(page: Page, shortId: string): Promise<OrderPage> {
  const list = new OrdersPage(page);
  await list.goto();
  await list.search(shortId);
  await list.open(shortId);
  return new OrderPage(page);
}

/** The shopper's order page text once it says `expected` (a reload each time: the page is rendered on the server). */
async function shopperSees(shopper: ShopperOrder, expected: string | RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const page = await openShopperOrder(shopper);
        text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
        return typeof expected === 'string' ? text.includes(expected) : expected.test(text);
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
  return text;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let started = 0;
beforeAll(() => {
  started = Date.now();
  console.log(`staff journeys: screenshots in ${SHOTS}`);
  // Guests place the orders through the storefront's checkout, two at a time, while the first journey signs in.
  const place = (key: OrderKey, after: Promise<unknown>, brand: 'nestwood' | 'plume', lines: typeof MATTRESS) => {
    const placed = after.catch(() => undefined).then(() => placeOrder(browser(), brand, lines));
    placed.catch(() => undefined);
    orders.set(key, placed);
    return placed;
  };
  const refund = place('refund', Promise.resolve(), 'nestwood', TWO_LINES);
  const cancel = place('cancel', Promise.resolve(), 'nestwood', MATTRESS);
  const ship = place('ship', refund, 'nestwood', TWO_LINES);
  void place('return', cancel, 'nestwood', MATTRESS);
  void place('plume', ship, 'plume', PLUME_MATTRESS);
});

afterAll(() => {
  console.log(`staff journeys took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

describe('the staff application', () => {
  it('a. a manager sets a password, turns on two-step sign-in, signs in with a code, finds an order and refunds part of it, then the rest', async () => {
    const manager = staff.manager;
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    const shell = new StaffShell(page);

    // The staff:add link: set the password.
    await new SetPasswordPage(page).open(manager.setPasswordLink!);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await new SetPasswordPage(page).setPassword(MANAGER_PASSWORD);

    // Password only (two-step sign-in is optional here), then Account security: the secret, backup codes, a code.
    await signIn.goto();
    await shot(page, 'a-01-sign-in');
    expect(await signIn.signIn(manager.email, 'not the password')).toEqual({
      error: expect.stringContaining('Email or password is incorrect'),
    });
    expect(await signIn.signIn(manager.email, MANAGER_PASSWORD)).toBe('signed-in');
    await page.waitForURL((url) => url.pathname === '/dashboard');
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
    ]);
    expect(await shell.person()).toContain('Mara Manager');
    await shell.openAccountSecurity();
    const security = new AccountSecurityPage(page);
    const secret = await security.startSetup(MANAGER_PASSWORD);
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(await security.backupCodes()).toHaveLength(10);
    await shot(page, 'a-02-account-security');
    await security.confirm(await totpCode(secret));
    await security.isOn().waitFor();
    managerSecret = secret;

    // Sign out; the password now leads to the code step, and the app's code signs in.
    await shell.signOut();
    await signIn.goto('/orders');
    expect(await signIn.signIn(manager.email, MANAGER_PASSWORD)).toBe('code');
    expect(await signIn.heading().innerText()).toBe('Two-step verification');
    await shot(page, 'a-03-sign-in-code');
    await signIn.enterCode(await totpCode(secret));
    await shell.waitSignedIn();
    await page.waitForURL((url) => url.pathname === '/orders');
    sessions.set('manager', page);

    // The order, by its short id in the search box.
    const shopper = await order('refund');
    const list = new OrdersPage(page);
    await list.goto();
    await shot(page, 'a-04-orders-list');
    await list.search(shopper.shortId);
    const rows = await list.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(shopper.shortId);
    expect(rows[0]).toContain(shopper.email);
    expect(rows[0]).toContain('Payment captured');
    expect(rows[0]).toContain('(512) 555-1234');
    await shot(page, 'a-05-orders-search');
    await list.open(shopper.shortId);
    const detail = new OrderPage(page);
    expect(await detail.headerText()).toMatch(/Nestwood · placed .* · Card/);
    for (const status of ['Paid', 'Payment captured', 'Unfulfilled']) await detail.waitForStatus(status);
    const before = await detail.totals();
    const total = minorUnits(before.Total!);
    expect(minorUnits(before.Refundable!)).toBe(total);
    expect(before.Refunded).toBe('$0.00');
    expect(await detail.records('Order lines')).toHaveLength(2);

    // Part of it by amount: $100.00.
    const first = new RefundDialog(page, await detail.openAction('Refund'));
    expect(minorUnits(await first.amountValue().then((v) => `$${v}`))).toBe(total);
    await first.fill({ amount: '100.00', reason: 'Customer request', note: 'Partial refund: a late delivery' });
    await shot(page, 'a-06-refund-dialog', { fullPage: false });
    expect(await first.submit()).toBeNull();
    await detail.waitForStatus('Partially refunded');
    const partly = await detail.totals();
    expect(partly.Refunded).toBe('−$100.00');
    expect(minorUnits(partly.Refundable!)).toBe(total - 10_000);
    const [refundRow] = await detail.records('Refunds');
    expect(refundRow).toContain('$100.00');
    expect(refundRow).toContain('Succeeded');
    expect(refundRow).toContain(manager.email);
    await shot(page, 'a-07-partially-refunded');
    await shopperSees(shopper, /Partly refunded: \$100(\.00)?\b/);

    // The rest: the dialog offers what is left.
    const rest = new RefundDialog(page, await detail.openAction('Refund'));
    expect(minorUnits(`$${await rest.amountValue()}`)).toBe(total - 10_000);
    await rest.fill({ reason: 'Goodwill gesture' });
    expect(await rest.submit()).toBeNull();
    await detail.waitForStatus('Refunded');
    const refunded = await detail.totals();
    expect(minorUnits(refunded.Refunded!)).toBe(total);
    expect(refunded.Refundable).toBe('$0.00');
    expect(await detail.records('Refunds')).toHaveLength(2);
    expect(await detail.actions()).not.toContain('Refund');
    await shot(page, 'a-08-refunded');

    // The shopper: two refund emails that add up to the order, and the order page says it was refunded.
    const mails = await waitForMail(shopper, new RegExp(`order ${shopper.shortId}: .* refunded`), 2);
    const amounts = mails.map((m) => minorUnits(m.subject)).sort((x, y) => x - y);
    expect(amounts).toEqual([10_000, total - 10_000].sort((x, y) => x - y));
    expect(amounts.reduce((sum, a) => sum + a, 0)).toBe(total);
    await shopperSees(shopper, 'Refunded');
    await shot(shopper.page, 'a-09-shopper-order-refunded');
  });

  it('b. a nestwood manager cancels a paid order that has not shipped; the shopper gets the cancellation email', async () => {
    const shopper = await order('cancel');
    const page = await session('nestwoodManager');
    expect(await new StaffShell(page).person()).toContain('Nestwood');
    const detail = await findOrder(page, shopper.shortId);
    expect(await detail.actions()).toContain('Cancel order');
    const dialog = await detail.openAction('Cancel order');
    expect(await submitDialog(dialog, 'Cancel order')).toContain('Say why the order is cancelled');
    await dialog.getByLabel('Reason').fill('The customer asked to cancel before shipping');
    await shot(page, 'b-01-cancel-dialog', { fullPage: false });
    expect(await submitDialog(dialog, 'Cancel order')).toBeNull();
    await detail.waitForStatus('Cancelled');
    await detail.waitForStatus('Refunded');
    const [refund] = await detail.records('Refunds');
    expect(refund).toContain('Order cancelled');
    expect(refund).toContain(staff.nestwoodManager.email);
    expect(await detail.actions()).not.toContain('Cancel order');
    await shot(page, 'b-02-cancelled');

    const [mail] = await waitForMail(shopper, new RegExp(`order ${shopper.shortId} cancelled`));
    expect(mail!.text).toContain(shopper.shortId);
    const text = await shopperSees(shopper, 'Cancelled');
    expect(text).toContain(shopper.shortId);
  });

  it('c. a manager ships an order with UPS and its tracking number; the shopper sees the tracking link and gets the email', async () => {
    const shopper = await order('ship');
    const page = await session('manager');
    const detail = await findOrder(page, shopper.shortId);
    const dialog = await detail.openAction('Ship');
    await choose(page, dialog, 'Carrier', 'UPS');
    await dialog.getByLabel('Tracking number').fill('not a UPS number');
    expect(await submitDialog(dialog, 'Record shipment')).toMatch(/tracking number/i);
    await dialog.getByLabel('Tracking number').fill(UPS_NUMBER);
    await shot(page, 'c-01-ship-dialog', { fullPage: false });
    expect(await submitDialog(dialog, 'Record shipment')).toBeNull();
    await detail.waitForStatus('Shipped');
    const [shipment] = await detail.records('Shipments');
    expect(shipment).toContain('UPS');
    expect(shipment).toContain(UPS_NUMBER);
    await shot(page, 'c-02-shipped');

    const trackingUrl = `https://www.ups.com/track?tracknum=${UPS_NUMBER}`;
    await shopperSees(shopper, UPS_NUMBER);
    expect(await shopper.page.getByTestId('order-shipping-status').innerText()).toBe('Shipped');
    const link = shopper.page.getByRole('link', { name: /Track with UPS/ });
    expect(await link.getAttribute('href')).toBe(trackingUrl);
    await shot(shopper.page, 'c-03-shopper-tracking');
    const [mail] = await waitForMail(shopper, new RegExp(`order ${shopper.shortId} has shipped`));
    expect(mail!.text).toContain(UPS_NUMBER);
    expect(mail!.links).toContain(trackingUrl);
  });

  it('d. a return from the request to the refund: shipped, requested by the shopper, approved, picked up, received, refunded', async () => {
    const shopper = await order('return');
    const page = await session('manager');

    // The line ships first: a return is only for what left the warehouse.
    const detail = await findOrder(page, shopper.shortId);
    const shipDialog = await detail.openAction('Ship');
    await choose(page, shipDialog, 'Carrier', 'FedEx');
    await shipDialog.getByLabel('Tracking number').fill(FEDEX_NUMBER);
    expect(await submitDialog(shipDialog, 'Record shipment')).toBeNull();
    await detail.waitForStatus('Shipped');

    // The shopper starts the return on their order page.
    const shopperPage = await openShopperOrder(shopper);
    const returns = shopperPage.getByTestId('order-returns');
    await returns.getByRole('button', { name: /^Start a return/ }).click();
    const form = returns.getByRole('form', { name: /^Return of / });
    await form.getByLabel('Reason').selectOption('too-firm');
    await form.getByLabel('Comment (optional)').fill('Too firm for a side sleeper');
    await form.getByRole('button', { name: 'Request the return' }).click();
    // Whichever comes first: the form's outcome (done or error, so a refusal fails with its own message), or the
    // request in the page's list of returns. The page then refreshes, and with nothing left to return on the line the
    // form and its outcome give way to the list, so a loaded machine may never show the outcome.
    const outcome = shopperPage.locator('[data-testid="return-request-outcome"]:is([data-kind="done"], [data-kind="error"])');
    const listed = returns.getByTestId('order-return');
    await outcome.or(listed).first().waitFor();
    // An error stays; the confirmation may be gone by now.
    const said = await outcome.innerText({ timeout: 1_000 }).catch(() => null);
    if (said !== null) expect(said).toContain('We received your return request');
    await shopperSees(shopper, 'Return requested');
    await shot(shopper.page, 'd-01-shopper-return-requested');
    await waitForMail(shopper, new RegExp(`We received your return request \\(order ${shopper.shortId}\\)`));

    // The manager's returns list: approve.
    const list = new ReturnsPage(page);
    await list.goto();
    await list.waitForStatus(shopper.shortId, 'Requested');
    expect(await list.rowText(shopper.shortId)).toContain('Too firm for a side sleeper');
    expect(await list.actions(shopper.shortId)).toEqual(['Approve', 'Refuse']);
    await shot(page, 'd-02-returns-requested');
    await list.press(shopper.shortId, 'Approve');
    await list.waitForStatus(shopper.shortId, 'Approved');
    await shopperSees(shopper, 'Return approved');
    await waitForMail(shopper, new RegExp(`Your return is approved \\(order ${shopper.shortId}\\)`));

    // Pick-up tomorrow.
    expect(await list.schedulePickup(shopper.shortId, tomorrow())).toBeNull();
    await list.waitForStatus(shopper.shortId, 'Pick-up scheduled');
    const scheduled = await shopperSees(shopper, 'Pick-up scheduled');
    expect(scheduled).toMatch(/Pick-up on \w+day, /);
    const [pickupMail] = await waitForMail(shopper, /Your return pick-up is on /);
    expect(pickupMail!.text).toContain('Please have it ready');

    // Received.
    await list.press(shopper.shortId, 'Mark received');
    await list.waitForStatus(shopper.shortId, 'Received');
    await shopperSees(shopper, 'Received by us');
    await waitForMail(shopper, new RegExp(`We received your return \\(order ${shopper.shortId}\\)`));

    // Refunded: the line's amount, offered by the dialog.
    const refundDialog = await list.openDialog(shopper.shortId, 'Refund');
    const offered = await refundDialog.getByLabel(/^Amount \(/).inputValue();
    await refundDialog.getByLabel('Note').fill('Trial return, picked up in good condition');
    await shot(page, 'd-03-return-refund-dialog', { fullPage: false });
    expect(await submitDialog(refundDialog, 'Refund')).toBeNull();
    await list.waitForStatus(shopper.shortId, 'Refunded');
    expect(await list.rowText(shopper.shortId)).toContain(
      `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(offered))} refunded`,
    );
    expect(await list.actions(shopper.shortId)).toEqual([]);
    await shot(page, 'd-04-returns-refunded');
    const done = await shopperSees(shopper, /Refunded \$[\d,]+\.\d{2}/);
    expect(minorUnits(/Refunded (\$[\d,]+\.\d{2})/.exec(done)![1]!)).toBe(Math.round(Number(offered) * 100));
    await shot(shopper.page, 'd-05-shopper-return-refunded');
    const [refundMail] = await waitForMail(shopper, new RegExp(`order ${shopper.shortId}: .* refunded`));
    expect(minorUnits(refundMail!.subject)).toBe(Math.round(Number(offered) * 100));

    // The order page in the staff application holds the return and its refund.
    await detail.goto(shopper.id);
    await detail.waitForStatus('Shipped');
    const [returnRow] = await detail.records('Returns');
    expect(returnRow).toContain('Refunded');
    expect((await detail.records('Refunds')).length).toBe(1);
  });

  it('e. a support member is not offered Refund, and the API answers 403 to a refund from that browser session', async () => {
    const shopper = await order('ship');
    const page = await session('support');
    expect(await new StaffShell(page).sectionNames()).toEqual(['Orders', 'Customers', 'Returns', 'Catalogue']);
    const detail = await findOrder(page, shopper.shortId);
    const actions = await detail.actions();
    expect(actions).not.toContain('Refund');
    expect(actions).not.toContain('Cancel order');
    expect(actions).not.toContain('Ship');
    expect(actions).toContain('Resend confirmation email');
    await shot(page, 'e-01-support-order');
    // The manager is offered Refund on the same order: the button follows the role, not the order.
    const managerDetail = new OrderPage(await session('manager'));
    await managerDetail.goto(shopper.id);
    expect(await managerDetail.actions()).toContain('Refund');

    const answer = await page.evaluate(async (orderId) => {
      const res = await fetch(`/admin/orders/${orderId}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ amount: 100, reason: 'goodwill' }),
      });
      return { status: res.status, body: (await res.json()) as { status: string; code: string } };
    }, shopper.id);
    expect(answer).toMatchObject({ status: 403, body: { status: 'error', code: 'FORBIDDEN' } });
    // Nothing was refunded.
    await detail.goto(shopper.id);
    await detail.waitForStatus('Payment captured');
  });

  it('f. a nestwood-only manager opening a plume order sees Not found, and the API answers 404', async () => {
    const plume = await order('plume');
    const page = await session('nestwoodManager');
    const detail = new OrderPage(page);
    await detail.goto(plume.id);
    expect(await detail.error()).toMatch(/not found/i);
    await shot(page, 'f-01-plume-not-found');
    const status = await page.evaluate(async (orderId) => (await fetch(`/admin/orders/${orderId}`)).status, plume.id);
    expect(status).toBe(404);
    const list = new OrdersPage(page);
    await list.goto();
    await list.search(plume.shortId);
    expect(await list.rows()).toEqual(['No orders match this search.']);
    // The manager of every brand opens it.
    const all = new OrderPage(await session('manager'));
    await all.goto(plume.id);
    expect(await all.title()).toBe(`Order ${plume.shortId}`);
    expect(await all.headerText()).toContain('Plume');
  });

  it('g. the audit log lists each action with the person who did it, filtered by person and by action', async () => {
    const [refund, cancel, ship, ret] = await Promise.all(
      ['refund', 'cancel', 'ship', 'return'].map((k) => order(k as OrderKey)),
    );
    const page = await session('manager');
    const audit = new AuditPage(page);
    await audit.goto();
    await shot(page, 'g-01-audit-log');
    const targets = (rows: Awaited<ReturnType<AuditPage['rows']>>) => rows.map((r) => `${r.action} ${r.target}`);
    // Other staff journeys act as the nestwood manager and ship nothing of these orders, but may have run first (a
    // failed file runs first the next time): only this journey's orders are compared.
    const ours = (rows: Awaited<ReturnType<AuditPage['rows']>>) =>
      targets(rows).filter((target) => [refund, cancel, ship, ret].some((o) => target.endsWith(` ${o!.id}`)));

    await audit.filter({ person: staff.manager.email, action: 'order.refund' });
    await expect.poll(async () => (await audit.rows()).filter((r) => r.target.includes(refund!.id)).length).toBe(2);
    const refunds = await audit.rows();
    expect(new Set(refunds.map((r) => r.who.split(' ')[0]))).toEqual(new Set([staff.manager.email]));
    expect(new Set(refunds.map((r) => r.action))).toEqual(new Set(['order.refund']));
    await shot(page, 'g-02-audit-manager-refunds');

    await audit.filter({ person: staff.nestwoodManager.email });
    // Cancelling a paid order refunds it in full first: two entries, both theirs.
    await expect
      .poll(async () => ours(await audit.rows()).sort())
      .toEqual([`order.cancel order ${cancel!.id}`, `order.refund order ${cancel!.id}`]);
    for (const row of await audit.rows()) expect(row.who).toContain(staff.nestwoodManager.email);
    await shot(page, 'g-03-audit-nestwood-manager');

    await audit.filter({ action: 'order.ship' });
    await expect
      .poll(async () => ours(await audit.rows()).sort())
      .toEqual([`order.ship order ${ship!.id}`, `order.ship order ${ret!.id}`].sort());
    for (const action of ['return.approve', 'return.pickup', 'return.receive', 'return.refund']) {
      await audit.filter({ person: staff.manager.email, action });
      await expect
        .poll(async () => (await audit.rows()).map((r) => [r.action, r.who.split(' ')[0]]))
        .toEqual([[action, staff.manager.email]]);
    }
    // The support member's refused refund changed nothing, so it is in no entry.
    await audit.filter({ person: staff.support.email });
    await expect.poll(async () => audit.rows()).toEqual([]);
  });
});
