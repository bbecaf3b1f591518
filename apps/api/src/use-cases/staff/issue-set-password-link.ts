import type { StaffAuth } from '../../staff/staff-auth';
import { withStaffLinkReceiver } from '../../staff/staff-auth';

/** Where the staff application runs when ADMIN_ORIGIN is unset (its dev server). */
export const DEFAULT_ADMIN_ORIGIN = 'http://localhost:3001';

/**
 * A one-time set-password token for a staff account: better-auth's reset-password token (24 h, single use, stored
 * hashed), handed back instead of emailed, for `staff:add` to print. Throws for an email with no account.
 */
async function issueSetPasswordToken(staffAuth: StaffAuth, email: string): Promise<string> {
  const auth = await staffAuth.forRequest(false);
  let token: string | undefined;
  await withStaffLinkReceiver({ token: (made) => (token = made) }, () =>
    auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() }, headers: new Headers() }),
  );
  if (token === undefined) throw new Error(`${email} has no staff account`);
  return token;
}

/** The page of the staff application that takes the token: `<ADMIN_ORIGIN>/set-password?token=...`. */
function setPasswordLink(adminOrigin: string | undefined, token: string): string {
  const url = new URL('/set-password', adminOrigin ?? DEFAULT_ADMIN_ORIGIN);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * A one-time set-password link for an existing account, to hand to its person (`staff:add` prints it, the staff
 * application shows it to the owner): what both call, so the link is made one way.
 */
export async function issueSetPasswordLink(deps: { staffAuth: StaffAuth; adminOrigin?: string }, email: string): Promise<string> {
  return setPasswordLink(deps.adminOrigin, await issueSetPasswordToken(deps.staffAuth, email));
}
