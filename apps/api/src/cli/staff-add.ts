import { parseEnv } from '../env';
import { createStaffAuth } from '../staff/staff-auth';
import { runCli, withMigratedDatabase } from './cli-runner';
import { parseStaffAddArgs, runStaffAdd, STAFF_ADD_USAGE } from './run-staff-add';

/**
 * `npm run staff:add`: creates a staff account on the database the API uses (DATABASE_URL, else the PGlite folder
 * DATABASE_DIR), with its role and brands, and prints its set-password link unless --password was given.
 */
async function main(): Promise<number> {
  const parsed = parseStaffAddArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.error);
    console.error(STAFF_ADD_USAGE);
    return 2;
  }
  const adminOrigin = parseEnv().ADMIN_ORIGIN;
  return withMigratedDatabase(({ db }) => runStaffAdd({ db, staffAuth: createStaffAuth({ db }) }, parsed.value, { adminOrigin }));
}

runCli(main);
