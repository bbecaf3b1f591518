import type { Product } from '../product';
import type { Selection } from '../variant';
import type { Feel } from './questions';

/** A fact about a mattress and the words of its own data that state it (a highlight, its summary, or an option). */
export interface Fact {
  source: string;
}

/** What the finder knows about one variant of a mattress, each fact quoted from the product's data. */
export interface MattressFacts {
  feel: (Fact & { feel: Feel }) | null;
  coils: Fact | null;
  cooling: Fact | null;
  latex: Fact | null;
  motionIsolation: Fact | null;
  pressureRelief: Fact | null;
  support: Fact | null;
}

// A Firmness option's value -> the feel it gives.
const OPTION_FEEL: Readonly<Record<string, Feel>> = {
  soft: 'softer',
  plush: 'softer',
  medium: 'medium',
  'luxury-firm': 'medium',
  firm: 'firmer',
};

/** A feel stated in words: a score out of ten first, then the words, most specific first. */
function feelOfText(text: string): Feel | null {
  const score = /(\d+(?:\.\d+)?)\s*\/\s*10/.exec(text);
  if (score) {
    const value = Number(score[1]);
    return value < 5.5 ? 'softer' : value > 7 ? 'firmer' : 'medium';
  }
  if (/medium[- ]firm/i.test(text)) return 'medium';
  if (/plush|pillow top|euro top|softest/i.test(text)) return 'softer';
  if (/\bfirm\b/i.test(text)) return 'firmer';
  if (/\bmedium\b/i.test(text)) return 'medium';
  return null;
}

const first = (texts: readonly string[], pattern: RegExp): Fact | null => {
  const source = texts.find((text) => pattern.test(text));
  return source === undefined ? null : { source };
};

/** The option a variant chose for a property, when the product has that property. */
function chosenOption(product: Pick<Product, 'properties'>, selection: Selection, name: string) {
  const property = product.properties.find((p) => p.name === name);
  return property?.options.find((o) => o.value === (selection[name] ?? property.defaultValue));
}

/**
 * Finder: the facts of a mattress variant from its data. Feel: the chosen Firmness option when the product
 * has one, else the first highlight (or the summary) that states a feel. Construction: the chosen Material option when
 * the product has one (hybrid means coils), else the highlights, summary and description. No product id is read.
 */
export function mattressFacts(product: Pick<Product, 'properties' | 'content'>, selection: Selection): MattressFacts {
  const { highlights, summary, description } = product.content;
  const texts = [...highlights, summary, ...description.split(/(?<=\.)\s+/)];
  const firmness = chosenOption(product, selection, 'Firmness');
  const optionFeel = firmness ? OPTION_FEEL[firmness.value] : undefined;
  const statedFeel = [...highlights, summary].map((source) => ({ source, feel: feelOfText(source) })).find((f) => f.feel);
  const feel =
    firmness && optionFeel
      ? { feel: optionFeel, source: `${firmness.title} firmness` }
      : statedFeel?.feel
        ? { feel: statedFeel.feel, source: statedFeel.source }
        : null;
  const material = chosenOption(product, selection, 'Material');
  // A product that offers a Material choice has coils only in its hybrid option, whatever its copy says of the other.
  const coils = material
    ? material.value === 'hybrid'
      ? { source: `${material.title} construction` }
      : null
    : first(texts, /\bcoils?\b|coil-on-coil|micro-coils?/i);
  const foamOnly = material !== undefined && material.value !== 'hybrid';
  return {
    feel,
    coils,
    cooling: first(texts, /cool|gel[- ]infused|phase-change|heat|breathab|breathes|airflow/i),
    latex: foamOnly ? null : first(texts, /\blatex\b/i),
    motionIsolation: first(texts, /motion isolation|isolates motion|motion transfer/i),
    pressureRelief: first(texts, /pressure[- ]reliev|pressure relief|relieves pressure|contour/i),
    support: first(texts, /zoned|lumbar|spinal|reinforced|edge support/i),
  };
}
