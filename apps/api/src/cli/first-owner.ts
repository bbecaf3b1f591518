import { parseEnv } from '../env';
import { staffUsers } from '../db/schema';
import { createStaffAuth } from '../staff/staff-auth';
import { inviteStaff } from '../use-cases/staff/invite-staff';
import { runCli, withMigratedDatabase } from './cli-runner';

/** The first owner `npm start` makes on a store with no staff account yet. */
const FIRST_OWNER_EMAIL = 'owner@store.localhost';

/**
 * `npm start`'s first staff account: on a database with no staff account, an owner of every brand
 * (owner@store.localhost) and a one-time link to set its password, printed as `link: <url>`; otherwise nothing. It
 * runs before the API opens the embedded database (one process at a time), and never in start:prod, where staff:add
 * makes the accounts.
 */
async function main(): Promise<number> {
  const adminOrigin = parseEnv().ADMIN_ORIGIN;
  return withMigratedDatabase(async ({ db }) => {
    const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    if (existing) return 0;
    const invited = await inviteStaff(
      { db, staffAuth: createStaffAuth({ db }), adminOrigin },
      { email: FIRST_OWNER_EMAIL, name: 'Store owner', role: 'owner', brands: 'all' },
      { staffId: null, staffEmail: 'npm start', address: '127.0.0.1' },
    );
    if (!invited.ok) {
      console.error(invited.error.message);
      return 1;
    }
    console.log(`link: ${invited.value.link}`);
    return 0;
  });
}

runCli(main);
