// The page goals of `npm run lighthouse`, read against the framework floor (a bare Next.js page measured in the same run)
// and each page's static copy: absolute targets such as "performance 100" are out of reach of any page of this stack on
// a two-core machine, so what is measured is the distance between a store page and what the framework alone costs.

/** How far a page may be from the floor or its copy. */
export const MARGINS = {
  /** LCP at most this much later than the page's static copy, and than the floor's LCP. */
  lcpMs: 300,
  /** TBT at most the floor's plus this. */
  tbtMs: 25,
  /** First-load script at most the floor's plus this many KB (transfer size). */
  jsKb: 30,
};

/** Layout shift is not the framework's: an absolute limit. */
export const MAX_CLS = 0.01;

/** Accessibility, best practices and SEO are the page's own: 100, except SEO on a page kept out of search. */
const FULL_SCORES = ['accessibility', 'best-practices', 'seo'];

/** The goals of every page of a run, from the floor's medians: { performance, lcpMs, tbtMs, jsKb, cls }. */
export function goalsFrom(floor) {
  return {
    performance: floor.performance,
    lcpMs: floor.lcpMs + MARGINS.lcpMs,
    tbtMs: floor.tbtMs + MARGINS.tbtMs,
    jsKb: floor.jsKb + MARGINS.jsKb,
    cls: MAX_CLS,
  };
}

/**
 * Each figure of a page's row next to its goal: [{ figure, value, goal, met }]. A row without a static copy (a page
 * with a cart or a session) has no copy goal; SEO 'noindex' (a checkout or sign-in page, kept out of search on purpose)
 * is not scored.
 */
export function checks(row, goals) {
  const list = [
    { figure: 'performance', value: row.performance, goal: `≥ ${goals.performance}`, met: row.performance >= goals.performance },
    { figure: 'LCP ms', value: row.lcpMs, goal: `≤ ${goals.lcpMs} (floor)`, met: row.lcpMs <= goals.lcpMs },
  ];
  if (typeof row.copyLcpMs === 'number') {
    const limit = row.copyLcpMs + MARGINS.lcpMs;
    list.push({ figure: 'LCP ms', value: row.lcpMs, goal: `≤ ${limit} (copy)`, met: row.lcpMs <= limit });
  }
  list.push(
    { figure: 'TBT ms', value: row.tbtMs, goal: `≤ ${goals.tbtMs}`, met: row.tbtMs <= goals.tbtMs },
    { figure: 'CLS', value: row.cls, goal: `≤ ${goals.cls}`, met: row.cls <= goals.cls },
    { figure: 'JS KB', value: row.jsKb, goal: `≤ ${goals.jsKb}`, met: row.jsKb <= goals.jsKb },
  );
  for (const score of FULL_SCORES) {
    if (row[score] === 'noindex') continue;
    list.push({ figure: score, value: row[score], goal: '100', met: row[score] === 100 });
  }
  return list;
}

/** The misses among checks, as text ("LCP ms 2280, goal ≤ 1150 (floor)"). */
export function missesIn(list) {
  return list.filter((check) => !check.met).map((check) => `${check.figure} ${check.value}, goal ${check.goal}`);
}

/** The misses of one row; empty when the page meets every goal. */
export function missesOf(row, goals) {
  return missesIn(checks(row, goals));
}

/**
 * The floor measured again (LH_FLOOR_AGAIN): the same page as the floor row, so any distance from the floor's median is
 * the machine's and Lighthouse's, not a page's. Says how many of those rows would miss the TBT and performance goals.
 */
export function floorAgainSummary(rows, goals) {
  const tbts = rows.map((row) => row.tbtMs);
  const overTbt = rows.filter((row) => row.tbtMs > goals.tbtMs).length;
  const underScore = rows.filter((row) => row.performance < goals.performance).length;
  return (
    `The floor again, ${rows.length} times: TBT medians ${Math.min(...tbts)}-${Math.max(...tbts)} ms; ${overTbt} of ` +
    `${rows.length} over the TBT goal (≤ ${goals.tbtMs}), ${underScore} under the performance goal (≥ ${goals.performance}).`
  );
}
