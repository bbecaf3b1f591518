import { seedDemoCommand } from './catalog-commands';
import { runCli, withMigratedDatabase } from './cli-runner';

/** `npm run db:seed [-- --if-empty]` (catalog-commands.ts): demo/ into the API's database. */
runCli(() => seedDemoCommand(process.argv.slice(2), withMigratedDatabase));
