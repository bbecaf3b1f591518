// The staff application's first screen after sign-in, as `npm run lighthouse` measures it: Lighthouse's desktop preset
// (the staff work at desks), signed in as the run's owner, on the application's start page (which opens the first
// section the member's role has), served by its own server as in production.
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { STAFF_FIRST_SCREEN_LIMIT, staffFirstScreenBytes } from '../staff-first-screen.mjs';
import { ownerCookie } from './staff-owner.mjs';

/**
 * The staff application's goals: interactive within 1.5 s, and at most 200 KB of script (gzip) for its first screen,
 * read from the build (staff-first-screen.mjs): the row's jsKb also counts what the page fetches after it is drawn
 * (the dashboard's charts), and in Brotli, as the server sends it.
 */
export const STAFF_GOALS = { ttiMs: 1500, firstScreenJsKb: STAFF_FIRST_SCREEN_LIMIT / 1024 };

/** The staff row's figures next to their goals, as goals.mjs `checks` answers a page's. */
export function staffChecks(row) {
  return [
    { figure: 'TTI ms', value: row.ttiMs, goal: `≤ ${STAFF_GOALS.ttiMs}`, met: row.ttiMs <= STAFF_GOALS.ttiMs },
    {
      figure: 'first-screen JS KB',
      value: row.firstScreenJsKb,
      goal: `≤ ${STAFF_GOALS.firstScreenJsKb}`,
      met: row.firstScreenJsKb <= STAFF_GOALS.firstScreenJsKb,
    },
  ];
}

/** Measures the start page at `adminUrl` (the staff application's origin) with `measure` from measure.mjs. */
export async function measureStaffApp({ measure, chrome, browser, adminUrl, runs }) {
  const cookie = await ownerCookie(adminUrl);
  const row = await measure({ chrome, browser, url: `${adminUrl}/`, cookie, runs, label: 'staff', config: desktopConfig });
  const firstScreenJsKb = Math.round(staffFirstScreenBytes() / 1024);
  return { brand: 'staff', kind: 'staff', page: '/', ...row, firstScreenJsKb };
}
