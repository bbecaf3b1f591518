// The staff owner `npm run lighthouse` works as: it uploads the product photo (photo-page.mjs) and opens the staff
// application (staff-app.mjs). Made by `npm run staff:add` before the API opens the database.
import { staffAdd } from '../e2e-staff.mjs';

const OWNER = {
  email: 'lighthouse.owner@staff.example.com',
  name: 'Lena Lighthouse',
  role: 'owner',
  brands: 'all',
  password: 'photo shoot ledger 2026',
};

/** Makes the owner on the database `env` names (before the stack starts). */
export async function addLighthouseOwner(env) {
  await staffAdd(env, OWNER);
}

/**
 * Signs the owner in at `origin` (the API, or the staff application's server, which forwards /admin/* to it, so the
 * session cookie is that origin's); answers the Cookie header of the session.
 */
export async function ownerCookie(origin) {
  const response = await fetch(`${origin}/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  if (response.status !== 200) throw new Error(`staff sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
