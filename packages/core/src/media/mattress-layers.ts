/**
 * Drawings: what a mattress is made of, read from its media style (the style segment of an image url: a name, its
 * height, then any material option, e.g. `hybrid-luxe-14in`, `driftvale-14in-memory-foam`), so the generated cutaway
 * and the image's alt text (checked on import, catalog-file/drawing-alts.ts) describe the same layers. Heights are
 * whole inches (10 to 16).
 */
export const LAYER_KINDS = [
  'quilted-cover',
  'pillow-top',
  'cooling-foam',
  'gel-memory-foam',
  'memory-foam',
  'latex',
  'wool',
  'transition-foam',
  'micro-coils',
  'pocketed-coils',
  'base-foam',
] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];

export interface MattressLayer {
  kind: LayerKind;
  /** Thickness in inches; the layers add up to the mattress height. */
  inches: number;
}

export type MattressCore = 'hybrid' | 'foam' | 'latex';

export interface MattressBuild {
  core: MattressCore;
  /** 0 (value) to 5 (ultra): how many comfort layers sit over the core. */
  tier: number;
  height: number;
  layers: MattressLayer[];
}

/** Tier words of the catalogue's styles, lowest first; an unknown style is tier 1 (classic). */
const TIERS: Record<string, number> = {
  value: 0,
  classic: 1,
  cool: 2,
  firm: 2,
  premier: 2,
  organic: 3,
  rest: 3,
  driftvale: 3,
  luxe: 4,
  luxury: 4,
  top: 4,
  ultra: 5,
};

const DEFAULT_HEIGHT = 12;

function coreOf(words: readonly string[]): MattressCore {
  if (words.includes('hybrid') || words.includes('top')) return 'hybrid';
  if (words.includes('latex')) return 'latex';
  return 'foam';
}

/** The comfort layers over the core, top first, by tier. */
function comfortOf(core: MattressCore, tier: number, words: readonly string[]): LayerKind[] {
  const layers: LayerKind[] = ['quilted-cover'];
  if (tier >= 4) layers.push('pillow-top');
  if (tier >= 5 || words.includes('cool')) layers.push('cooling-foam');
  if (words.includes('latex')) {
    if (words.includes('organic')) layers.push('wool');
    layers.push('latex');
    return layers;
  }
  layers.push(tier >= 1 ? 'gel-memory-foam' : 'memory-foam');
  if (tier >= 2) layers.push('transition-foam');
  if (tier >= 3 && core === 'hybrid') layers.push('micro-coils');
  if (tier >= 3 && core === 'foam') layers.push('memory-foam');
  return layers;
}

const SHARE: Record<LayerKind, number> = {
  'quilted-cover': 1,
  'pillow-top': 2,
  'cooling-foam': 1,
  'gel-memory-foam': 2,
  'memory-foam': 2,
  latex: 3,
  wool: 1,
  'transition-foam': 1.5,
  'micro-coils': 1.5,
  'pocketed-coils': 6,
  'base-foam': 3.5,
};

/** Splits the height over the layers by their usual share, in half inches, the base taking what rounding leaves. */
function withInches(kinds: readonly LayerKind[], height: number): MattressLayer[] {
  const total = kinds.reduce((sum, kind) => sum + SHARE[kind], 0);
  const layers = kinds.map((kind) => ({ kind, inches: Math.max(0.5, Math.round((SHARE[kind] / total) * height * 2) / 2) }));
  const drift = height - layers.reduce((sum, layer) => sum + layer.inches, 0);
  const core = layers[layers.length - 1];
  if (core !== undefined) core.inches += drift;
  return layers;
}

/** The build of a mattress from its media style: core (hybrid coils, foam, latex), tier, height and layers top to bottom. */
export function mattressBuild(style: string): MattressBuild {
  const inches = /-(\d{1,2})in(?=-|$)/.exec(style);
  const height = inches ? Number(inches[1]) : DEFAULT_HEIGHT;
  const words = style.replace(/-\d{1,2}in(?=-|$)/, '').split('-');
  const core = coreOf(words.includes('memory') ? words.filter((w) => w !== 'hybrid') : words);
  const tiers = words.flatMap((word) => (TIERS[word] === undefined ? [] : [TIERS[word]]));
  const tier = tiers.length === 0 ? 1 : Math.max(...tiers);
  const support: LayerKind[] =
    core === 'hybrid' ? ['pocketed-coils', 'base-foam'] : core === 'latex' ? ['latex', 'base-foam'] : ['base-foam'];
  const kinds = [...comfortOf(core, tier, words), ...support];
  return { core, tier, height, layers: withInches(kinds, height) };
}

/** Whether a product is drawn (and described) as a mattress cutaway: the mattresses, and the kids' mattress. */
export function drawnAsMattress(group: string, style: string): boolean {
  return group === 'mattress' || (group === 'kids' && style.includes('mattress'));
}
