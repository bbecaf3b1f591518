// Medians over the runs of `npm run bench:api`, and the table it prints.
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Collects each row's runs under its key (`meta`: name, processes, and the key of the row its ratio is to). */
export function collector() {
  const rows = new Map();
  return {
    add(key, meta, result) {
      if (!rows.has(key)) rows.set(key, { ...meta, runs: [] });
      rows.get(key).runs.push(result);
    },
    /** The row's medians (req/s, p50, p99) and its errors summed over the runs. */
    get(key) {
      const row = rows.get(key);
      if (!row) return undefined;
      const of = (key) => median(row.runs.map((r) => r[key]));
      return { ...row, rps: of('rps'), p50: of('p50'), p99: of('p99'), errors: row.runs.reduce((n, r) => n + r.errors, 0) };
    },
    keys: () => [...rows.keys()],
  };
}

const fixed = (v, digits) => (Number.isFinite(v) ? v.toFixed(digits) : '-');

/** The printed table: one line per row, with its req/s ratio to the row keyed `ratioTo` (bare baseline, one process). */
export function table(results) {
  return results.keys().map((key) => {
    const row = results.get(key);
    const base = row.ratioTo ? results.get(row.ratioTo) : undefined;
    return {
      scenario: row.name,
      processes: row.processes,
      'req/s': fixed(row.rps, 0),
      'p50 ms': fixed(row.p50, 1),
      'p99 ms': fixed(row.p99, 1),
      errors: row.errors,
      ratio: base ? `${fixed(row.rps / base.rps, 2)}× ${row.ratioName}` : '',
    };
  });
}
