// `npm run check:engines`: the project's Node range (package.json `engines.node`) must be true for the Node running
// the project's scripts and for every installed package that states a Node range, so no dependency runs on a Node it
// does not support. Exits 1 naming each package whose range does not cover the project's.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { root } from './lib/stack.mjs';

const projectRange = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/** Every installed package folder under a node_modules folder (scoped ones included, nested ones too). */
function* packageDirs(modules) {
  if (!existsSync(modules)) return;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(dir, { withFileTypes: true }))
        if (scoped.isDirectory()) yield* withNested(path.join(dir, scoped.name));
    } else yield* withNested(dir);
  }
}
function* withNested(dir) {
  yield dir;
  yield* packageDirs(path.join(dir, 'node_modules'));
}

/** The packages whose own Node range does not hold every Node the project's range allows. */
export function uncoveredPackages(range, packages) {
  return packages.filter(({ node }) => typeof node === 'string' && !semver.subset(range, node, { includePrerelease: false }));
}

function installedPackages() {
  const dirs = [
    path.join(root, 'node_modules'),
    ...['packages/core', 'apps/api', 'apps/web', 'apps/admin'].map((w) => path.join(root, w, 'node_modules')),
  ];
  const found = [];
  for (const modules of dirs)
    for (const dir of packageDirs(modules)) {
      const file = path.join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      if (manifest.engines?.node && semver.validRange(manifest.engines.node))
        found.push({ name: `${manifest.name}@${manifest.version}`, node: manifest.engines.node, dir: path.relative(root, dir) });
    }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  if (!semver.satisfies(process.version, projectRange))
    problems.push(`the Node running the scripts is ${process.version}, outside the project's ${projectRange}`);
  const packages = installedPackages();
  for (const p of uncoveredPackages(projectRange, packages)) problems.push(`${p.name} (${p.dir}) needs node ${p.node}`);
  if (problems.length > 0) {
    console.error(`engines.node ${projectRange} is not true for:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `engines.node ${projectRange}: true for Node ${process.version} and ${packages.length} installed packages that state a range`,
  );
}
