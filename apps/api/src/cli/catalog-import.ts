import { catalogImportCommand } from './catalog-commands';
import { runCli, withMigratedDatabase } from './cli-runner';

/**
 * `npm run catalog:import -- <file or folder>... [--brand KEY] [--dry-run]` (catalog-commands.ts), on the database
 * the API uses (DATABASE_URL, else the PGlite folder DATABASE_DIR).
 */
runCli(() => catalogImportCommand(process.argv.slice(2), withMigratedDatabase));
