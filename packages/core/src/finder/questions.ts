import { SIZE_LABELS } from '../enums';
import { formatMoney, type Currency } from '../money';
import type { QueryValue } from '../selection-url';

/** Mattress finder: the answers to its questions. */
export const SLEEP_POSITIONS = ['side', 'back', 'stomach', 'combination'] as const;
export type SleepPosition = (typeof SLEEP_POSITIONS)[number];

export const FEELS = ['softer', 'medium', 'firmer'] as const;
export type Feel = (typeof FEELS)[number];

/** Twin to cal king (a split king is two twin XLs, bought as a set, not a finder answer). */
export const FINDER_SIZES = ['twin', 'twinXL', 'full', 'queen', 'king', 'calKing'] as const;
export type FinderSize = (typeof FINDER_SIZES)[number];
/** Default size queen. */
export const FINDER_DEFAULT_SIZE: FinderSize = 'queen';

export const BUDGET_KEYS = ['value', 'mid', 'premium', 'luxury'] as const;
export type BudgetKey = (typeof BUDGET_KEYS)[number];

export interface BudgetBand {
  key: BudgetKey;
  label: string;
  /** Minor units, inclusive; null: no limit that side. */
  min: number | null;
  max: number | null;
}

// The band edges in each currency's minor units (Canadian dollars buy less, so their edges sit higher).
const BUDGET_EDGES: Readonly<Record<Currency, readonly [number, number, number]>> = {
  USD: [100_000, 150_000, 200_000],
  CAD: [140_000, 200_000, 270_000],
};

/** The budget bands in the brand's currency: under the first edge, between edges, and the last edge and up. */
export function budgetBands(currency: Currency): BudgetBand[] {
  const [a, b, c] = BUDGET_EDGES[currency];
  const m = (amount: number) => formatMoney({ amount, currency });
  return [
    { key: 'value', label: `Under ${m(a)}`, min: null, max: a - 1 },
    { key: 'mid', label: `${m(a)} – ${m(b)}`, min: a, max: b },
    { key: 'premium', label: `${m(b)} – ${m(c)}`, min: b, max: c },
    { key: 'luxury', label: `${m(c)} and up`, min: c, max: null },
  ];
}

export interface FinderAnswers {
  position: SleepPosition;
  feel: Feel;
  sleepsHot: boolean;
  budget: BudgetKey;
  size: FinderSize;
  sharing: boolean;
}

export interface FinderQuestion {
  /** The form field's name (the URL parameter). */
  name: 'position' | 'feel' | 'hot' | 'budget' | 'size' | 'sharing';
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The option checked before the shopper answers (size: queen); null: none. */
  preset: string | null;
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The questions, in the order the form asks them, with the budget bands in the brand's currency. */
export function finderQuestions(currency: Currency): FinderQuestion[] {
  return [
    {
      name: 'position',
      legend: 'How do you usually sleep?',
      options: [
        { value: 'side', label: 'On my side' },
        { value: 'back', label: 'On my back' },
        { value: 'stomach', label: 'On my stomach' },
        { value: 'combination', label: 'All of the above (combination)' },
      ],
      preset: null,
    },
    {
      name: 'feel',
      legend: 'Which feel do you like?',
      options: [
        { value: 'softer', label: 'Softer' },
        { value: 'medium', label: 'Medium' },
        { value: 'firmer', label: 'Firmer' },
      ],
      preset: null,
    },
    { name: 'hot', legend: 'Do you sleep hot?', options: YES_NO, preset: null },
    { name: 'sharing', legend: 'Do you share your bed?', options: YES_NO, preset: null },
    {
      name: 'budget',
      legend: 'What is your budget?',
      options: budgetBands(currency).map((b) => ({ value: b.key, label: b.label })),
      preset: null,
    },
    {
      name: 'size',
      legend: 'Which size?',
      options: FINDER_SIZES.map((s) => ({ value: s, label: SIZE_LABELS[s] })),
      preset: FINDER_DEFAULT_SIZE,
    },
  ];
}

const pick = <T extends string>(allowed: readonly T[], raw: QueryValue): T | null =>
  typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? (raw as T) : null;
const yesNo = (raw: QueryValue): boolean | null => (raw === 'yes' ? true : raw === 'no' ? false : null);

export interface ParsedAnswers {
  /** Every question answered (size defaults to queen): the finder can recommend. */
  answers: FinderAnswers | null;
  /** Whether the shopper sent the form at all (any answer present). */
  submitted: boolean;
  /** The questions left unanswered or answered with a value the form does not offer, by field name. */
  missing: FinderQuestion['name'][];
}

/** The answers a GET form submission carries; unknown values count as unanswered, a missing size is queen. */
export function parseFinderAnswers(query: Readonly<Record<string, QueryValue>>): ParsedAnswers {
  const values = {
    position: pick(SLEEP_POSITIONS, query.position),
    feel: pick(FEELS, query.feel),
    hot: yesNo(query.hot),
    sharing: yesNo(query.sharing),
    budget: pick(BUDGET_KEYS, query.budget),
    size: query.size === undefined ? FINDER_DEFAULT_SIZE : pick(FINDER_SIZES, query.size),
  };
  const submitted = ['position', 'feel', 'hot', 'sharing', 'budget', 'size'].some((k) => query[k] !== undefined);
  const missing = (Object.keys(values) as Array<keyof typeof values>).filter((k) => values[k] === null);
  const { position, feel, hot, sharing, budget, size } = values;
  const complete = position !== null && feel !== null && hot !== null && sharing !== null && budget !== null && size !== null;
  return {
    answers: complete ? { position, feel, sleepsHot: hot, sharing, budget, size } : null,
    submitted,
    missing,
  };
}
