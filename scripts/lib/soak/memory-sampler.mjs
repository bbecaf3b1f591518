// The soak's memory readings (the goal: "memory of each process stays flat"). One reading of a live process is a point on
// its garbage collector's saw-tooth (the API's heap read 291, 147, then 110 MB at the ends of three minutes on an idle
// machine while its load stayed the same), so the soak samples every SAMPLE_MS and judges each window by robust figures:
// the median RSS and the heap's low-water mark (the least heap used in the window, about what a collection leaves: a leak
// raises it).
import { rssMb } from '../faults/processes.mjs';

const SAMPLE_MS = 2_000;

/** The API's used V8 heap in MB from its /metrics (prom-client's process metrics). */
async function heapMb(url) {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    return Number(/^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)/m.exec(text)?.[1]) / 2 ** 20;
  } catch {
    return NaN;
  }
}

const finite = (values) => values.filter(Number.isFinite);
const median = (values) => {
  const sorted = finite(values).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};
const least = (values) => (finite(values).length === 0 ? NaN : Math.min(...finite(values)));
const most = (values) => (finite(values).length === 0 ? NaN : Math.max(...finite(values)));

/** Samples the process `pid` (serving `url`) until stop(); window(from, until) summarises the samples taken in it. */
export function sampleMemory({ pid, url }) {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const [rss, heap] = await Promise.all([rssMb(pid), heapMb(url)]);
      samples.push({ at: Date.now(), rss, heap });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    window(from, until) {
      const inWindow = samples.filter((s) => s.at > from && s.at <= until);
      return {
        samples: inWindow.length,
        rssMedian: median(inWindow.map((s) => s.rss)),
        rssMax: most(inWindow.map((s) => s.rss)),
        heapLow: least(inWindow.map((s) => s.heap)),
      };
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** The change from `first` to `last` as a fraction (0.1 = 10%). */
export const change = (first, last) => (last - first) / first;
