/**
 * A small well-formedness check of the generated SVG (tests only): tags balance and no element repeats an attribute,
 * the two mistakes string-built markup can make; returns what is wrong, empty when nothing is.
 */
export function wellFormedSvgProblems(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      const last = open.pop();
      if (last !== name) problems.push(`</${name}> closes <${last ?? ''}>`);
      continue;
    }
    const names = [...attributes.matchAll(/([a-zA-Z:-]+)="[^"]*"/g)].map((m) => m[1]);
    const repeated = names.filter((attr, i) => names.indexOf(attr) !== i);
    for (const attr of new Set(repeated)) problems.push(`<${name}> repeats ${attr}`);
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  return problems;
}
