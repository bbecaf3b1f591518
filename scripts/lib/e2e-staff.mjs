// The staff accounts the staff application's journeys sign in with, made by `npm run staff:add` on the journeys' database
// before the API opens it (a PGlite folder has one process at a time).
import { spawn } from 'node:child_process';
import { root } from './stack.mjs';

const PASSWORD = 'night shift ledger 2026';

/**
 * The accounts, unique to the run so a reused PostgreSQL (DATABASE_URL) takes them again: a manager of every brand
 * without a password (the journeys set it through the printed set-password link, then turn on two-step sign-in), a
 * support member, a manager of nestwood alone, and an owner (who manages staff).
 */
function e2eStaffRequests(run) {
  return {
    owner: {
      email: `olive.owner.${run}@staff.example.com`,
      name: 'Olive Owner',
      role: 'owner',
      brands: 'all',
      password: PASSWORD,
    },
    manager: { email: `mara.manager.${run}@staff.example.com`, name: 'Mara Manager', role: 'manager', brands: 'all' },
    support: {
      email: `sam.support.${run}@staff.example.com`,
      name: 'Sam Support',
      role: 'support',
      brands: 'all',
      password: PASSWORD,
    },
    nestwoodManager: {
      email: `ned.nestwood.${run}@staff.example.com`,
      name: 'Ned Nestwood',
      role: 'manager',
      brands: 'nestwood',
      password: PASSWORD,
    },
  };
}

/** Runs `npm run staff:add` once with `env` over the process's; resolves its output, rejects with it on a failure. */
export function staffAdd(env, request) {
  const args = ['run', '--silent', 'staff:add', '--', '--email', request.email, '--role', request.role];
  args.push('--brands', request.brands, '--name', request.name);
  if (request.password) args.push('--password', request.password);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`staff:add ${request.email} failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * Creates the journeys' staff accounts one after the other (PGlite) with `env` (DATABASE_DIR or DATABASE_URL, and
 * ADMIN_ORIGIN for the link) and answers them for E2E_STAFF: `{ [name]: { email, name, role, brands, password? ,
 * setPasswordLink? } }`.
 */
export async function addE2eStaff(env) {
  const accounts = {};
  for (const [key, request] of Object.entries(e2eStaffRequests(Date.now().toString(36)))) {
    const output = await staffAdd(env, request);
    const link = /set-password link[^:]*: (\S+)/.exec(output)?.[1];
    if (!request.password && !link) throw new Error(`staff:add printed no set-password link for ${request.email}:\n${output}`);
    accounts[key] = { ...request, ...(link ? { setPasswordLink: link } : {}) };
  }
  return accounts;
}
