import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES } from '@store/core/back-office/staff-roles';
import { REPO_ROOT } from '../src/paths';

/** The role table of docs/back-office.md: permission -> the roles marked yes. */
function documentedMatrix(): Map<string, string[]> {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/back-office.md'), 'utf8');
  const rows = doc
    .split('\n')
    .filter((line) => /^\| `[a-z.-]+` /.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return new Map(
    rows.map((cells) => [cells[1]!.replaceAll('`', ''), STAFF_ROLES.filter((_, index) => cells[3 + index] === 'yes')]),
  );
}

describe('docs/back-office.md role table', () => {
  it('names every permission once, in the order of the code', () => {
    expect([...documentedMatrix().keys()]).toEqual([...STAFF_PERMISSIONS]);
  });

  it.each(STAFF_PERMISSIONS)('gives %s to the roles the code gives it', (permission) => {
    const allowed = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
    expect(documentedMatrix().get(permission)).toEqual(allowed);
  });
});
