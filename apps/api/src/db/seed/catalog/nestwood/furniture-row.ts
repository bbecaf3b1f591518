import type { ColorKey } from '@store/core';
import type { SpecInput } from '../shared/templates';

/** A furniture table row: the spec fields plus copy as [summary, description, highlights]. */
export type FurnitureRow = Omit<SpecInput, 'copy'> & {
  dimensions: { width: number; length: number; height: number };
  copy: [summary: string, description: string, highlights: string[]];
};

/** Width x depth x height in inches. */
export function dims(width: number, length: number, height: number): { width: number; length: number; height: number } {
  return { width, length, height };
}

/** The two wood finishes most case goods come in. */
export const WOODS: ColorKey[] = ['walnut', 'oak'];
