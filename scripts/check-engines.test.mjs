import { describe, expect, it } from 'vitest';
import { uncoveredPackages } from './check-engines.mjs';

describe('uncoveredPackages', () => {
  it.each([
    // [project range, a package's range, uncovered?]
    ['^24.11.0', '>=22.19.0', false],
    ['^24.11.0', '^22 || ^24 || >=26', false],
    ['^24.11.0', '>=18', false],
    ['^24.11.0', '>=24.12.0', true],
    ['^24.11.0', '^22.0.0', true],
    ['^24.11.0', '<24', true],
    ['>=20.19', '>=22.19.0', true],
  ])('project %s, package %s: uncovered %s', (project, node, uncovered) => {
    expect(uncoveredPackages(project, [{ name: 'pkg@1.0.0', node }]).length > 0).toBe(uncovered);
  });

  it('ignores a package that states no Node range', () => {
    expect(uncoveredPackages('^24.11.0', [{ name: 'pkg@1.0.0', node: undefined }])).toEqual([]);
  });
});
