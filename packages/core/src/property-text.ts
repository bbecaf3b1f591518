import { COLOR_LABELS, FIRMNESS_LABELS, MATERIAL_LABELS, SIZE_LABELS } from './enums';

const labels: Record<string, Record<string, string>> = {
  Size: SIZE_LABELS,
  Color: COLOR_LABELS,
  Material: MATERIAL_LABELS,
  Firmness: FIRMNESS_LABELS,
};

/** The display text of a line property (size labels 'Twin XL', 'Cal King'; weights in lbs); unknown values are title-cased. */
export function propertyText(name: string, value: string): string {
  const known = labels[name]?.[value];
  if (known !== undefined) return known;
  if (name === 'Weight') return `${value} lbs`;
  return value.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
