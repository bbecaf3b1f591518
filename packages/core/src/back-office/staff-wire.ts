import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';

/** The signed-in staff member as the API answers it (GET /admin/auth/me) and the staff application reads it. */
export const staffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  brands: z.union([z.array(z.string()), z.literal('all')]),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  twoFactorEnabled: z.boolean(),
  twoFactorRequired: z.boolean(),
});
export type StaffMeWire = z.infer<typeof staffMeSchema>;

/** POST /admin/auth/sign-in's answer: a code is asked for next, or the member is signed in. */
export const staffSignInSchema = z.union([
  z.object({ twoFactorRequired: z.literal(true) }),
  z.object({ twoFactorRequired: z.literal(false), staff: staffMeSchema }),
]);

/** POST /admin/auth/two-factor/setup's answer: the authenticator app's URI (shown as a QR code) and ten backup codes. */
export const staffTwoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type StaffTwoFactorSetupWire = z.infer<typeof staffTwoFactorSetupSchema>;

/** POST /admin/auth/set-password's answer: the account whose password was set (the staff app then asks to sign in). */
export const staffPasswordSetSchema = z.object({ email: z.string() });
