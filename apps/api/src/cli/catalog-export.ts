import { catalogExportCommand } from './catalog-commands';
import { runCli, withMigratedDatabase } from './cli-runner';

/**
 * `npm run catalog:export -- <file> --brand KEY | <folder> [--sections ...]` (catalog-commands.ts), from the database
 * the API uses (DATABASE_URL, else the PGlite folder DATABASE_DIR).
 */
runCli(() => catalogExportCommand(process.argv.slice(2), withMigratedDatabase));
