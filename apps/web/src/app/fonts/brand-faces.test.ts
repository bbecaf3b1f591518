import { describe, expect, it } from 'vitest';
import { faceFamilies } from './brand-faces';

const stack = (face: string) => ({ face: `${face}, Arial, sans-serif`, fallback: `${face} Fallback, Arial, sans-serif` });

describe('faceFamilies (the faces the head script downloads)', () => {
  it.each([
    ['a body and a heading face', stack('nunitoSans'), stack('manrope'), '["nunitoSans","manrope"]'],
    ['one face for both', stack('lora'), stack('lora'), '["lora"]'],
    ['a quoted family with a space', stack("'Inter Variable'"), stack('manrope'), `["'Inter Variable'","manrope"]`],
    ['a family that would close the script', stack('x</script>'), stack('x'), '["x\\u003c/script>","x"]'],
  ])('%s', (_case, body, heading, expected) => {
    expect(faceFamilies({ body, heading })).toBe(expected);
  });
});
