import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The staff application's origin (scripts/e2e.mjs starts it beside the storefront: E2E_ADMIN_URL). */
export function adminUrl(): string {
  const url = process.env.E2E_ADMIN_URL;
  if (!url) throw new Error('E2E_ADMIN_URL is not set: run the journeys through `npm run test:e2e -- apps/admin/e2e`');
  return url;
}

/** A staff account made for the run by `npm run staff:add` (scripts/lib/e2e-staff.mjs). */
export interface StaffAccount {
  email: string;
  name: string;
  role: 'owner' | 'manager' | 'support';
  brands: string;
  /** Absent: the account was made without one and has a set-password link instead. */
  password?: string;
  setPasswordLink?: string;
}

export type StaffKey = 'owner' | 'manager' | 'support' | 'nestwoodManager';

/** The run's staff accounts (E2E_STAFF, JSON). */
export function staffAccounts(): Record<StaffKey, StaffAccount> {
  const raw = process.env.E2E_STAFF;
  if (!raw) throw new Error('E2E_STAFF is not set: run the journeys through `npm run test:e2e -- apps/admin/e2e`');
  return JSON.parse(raw) as Record<StaffKey, StaffAccount>;
}

/** The desktop the staff application is made for. */
export const STAFF_VIEWPORT = { width: 1440, height: 900 };

/** A fresh browser context (its own cookies) with one page, at 1440 px. */
export async function staffPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: STAFF_VIEWPORT });
  return { context, page: await context.newPage() };
}

/** Where the journeys' screenshots go: E2E_SHOTS_DIR, else a folder in the system's temp folder. */
export const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(os.tmpdir(), 'admin-e2e-shots');
mkdirSync(SHOTS, { recursive: true });

/** A screenshot named for the step: the whole page, or the window alone (a dialog over the page). */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}
