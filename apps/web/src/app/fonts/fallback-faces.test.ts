import { describe, expect, it } from 'vitest';
import { fallbackStack } from './fallback-faces';

// Expected values worked by hand from the metrics in face-metrics.ts, as CSS defines them: size-adjust is the ratio of
// the faces' average widths per em; the overrides are the face's ascent, descent and line gap over the scaled em.
describe('fallbackStack', () => {
  it.each([
    // Inter over Arial: 978/2048 ÷ 913/2048 = 1.071194; ascent 1984/(2048 × 1.071194) = 0.904365; descent 494/… = 0.22518.
    ['inter', 'Arial', "local('Arial'), local('ArialMT')", '107.1194%', '90.4365%', '22.518%'],
    ['inter', 'Liberation Sans', "local('Liberation Sans'), local('LiberationSans')", '107.1194%', '90.4365%', '22.518%'],
    // Inter over Roboto: 978/911 = 1.073546; 1984/(2048 × 1.073546) = 0.902384; 494/… = 0.224686.
    ['inter', 'Roboto', "local('Roboto Regular'), local('Roboto-Regular')", '107.3546%', '90.2384%', '22.4686%'],
    // Fraunces over Times New Roman: 938/2000 ÷ 832/2048 = 1.154462; 1956/(2000 × 1.154462) = 0.847148; 510/… = 0.220882.
    ['fraunces', 'Times New Roman', "local('Times New Roman'), local('TimesNewRomanPSMT')", '115.4462%', '84.7148%', '22.0882%'],
  ] as const)('%s over %s', (key, system, src, sizeAdjust, ascent, descent) => {
    const { fontFaces } = fallbackStack(key, key);
    const rule = fontFaces.split('}').find((r) => r.includes(`"${key} Fallback: ${system}"`) && r.includes('font-weight: 1 549'));
    expect(rule).toContain(`src: ${src};`);
    expect(rule).toContain(`size-adjust: ${sizeAdjust};`);
    expect(rule).toContain(`ascent-override: ${ascent};`);
    expect(rule).toContain(`descent-override: ${descent};`);
  });

  // Bold and semibold text is drawn with the fallback's bold, scaled to the face's own width at that weight: Lora's
  // bold is 3 % wider than its regular, Times New Roman's 6.5 %, so the regular's scale (115.1953 %) drew headings too
  // wide and rewrapped them when Lora arrived.
  it.each([
    // Lora 600 over Liberation Serif Bold: 478/1000 ÷ 886/2048 = 1.104903; ascent 1006/(1000 × 1.104903) = 0.910487.
    ['550 649', '110.4903%', '91.0487%', '24.7986%'],
    // Lora 700: 482/1000 ÷ 886/2048 = 1.114149; ascent 1006/(1000 × 1.114149) = 0.902931; descent 274/… = 0.245928.
    ['650 1000', '111.4149%', '90.2931%', '24.5928%'],
  ])('draws weights %s with the fallback’s own bold, scaled to the face at that weight', (weights, size, ascent, descent) => {
    const { fontFaces } = fallbackStack('lora', 'lora');
    const rule = fontFaces.split('}').find((r) => r.includes('"lora Fallback: Liberation Serif"') && r.includes(weights));
    expect(rule).toContain("src: local('Liberation Serif Bold'), local('LiberationSerif-Bold');");
    expect(rule).toContain(`size-adjust: ${size};`);
    expect(rule).toContain(`ascent-override: ${ascent};`);
    expect(rule).toContain(`descent-override: ${descent};`);
  });

  it('gives each of the four fallbacks a rule per weight range', () => {
    expect(fallbackStack('inter', 'inter').fontFaces.match(/@font-face/g)).toHaveLength(12);
  });

  it('lists the face, its fallbacks in order, then the fallback fonts themselves', () => {
    expect(fallbackStack('lora', 'lora').fontFamily).toBe(
      'lora, "lora Fallback: Times New Roman", "lora Fallback: Liberation Serif", "lora Fallback: Tinos", ' +
        '"lora Fallback: Noto Serif", "Times New Roman", "Liberation Serif", Tinos, "Noto Serif"',
    );
  });

  it('gives the same stack without the face, for the text drawn before the face is asked for', () => {
    expect(fallbackStack('lora', 'lora').fallbackFamily).toBe(
      '"lora Fallback: Times New Roman", "lora Fallback: Liberation Serif", "lora Fallback: Tinos", ' +
        '"lora Fallback: Noto Serif", "Times New Roman", "Liberation Serif", Tinos, "Noto Serif"',
    );
  });
});
