import { describe, expect, it } from 'vitest';
import { fullNameError, splitFullName } from './full-name';

const REQUIRED = 'Please enter your full name';
const INVALID = 'Please enter valid full name';

describe("full name: required, 3-50 characters, a space, no digits, Latin-extended letters and , . ' -", () => {
  it.each([
    ['Ada Lovelace', null],
    ['  Ada   Lovelace  ', null],
    ['Jo Li', null],
    ['A B', null],
    ["Seán O'Brien", null],
    ['Seán O’Brien', null],
    ['Anne-Marie de la Cruz', null],
    ['Martin Luther King, Jr.', null],
    ['Zoë Ødegård', null],
    ['Łukasz Żółć', null],
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['Ada', INVALID],
    ['AdaLovelace', INVALID],
    ['Ada Lovelace 3rd', INVALID],
    ['R2 D2', INVALID],
    ['Ada @Lovelace', INVALID],
    ['Ada × Lovelace', INVALID],
    ['Иван Петров', INVALID],
    ['李 小龍', INVALID],
    ['Ada -', INVALID],
    ['. Lovelace', INVALID],
    ['Ada Lovelace\u0000', INVALID],
    [`Ada ${'L'.repeat(46)}`, null],
    [`Ada ${'L'.repeat(47)}`, INVALID],
  ])('%j -> %j', (input, expected) => expect(fullNameError(input)).toBe(expected));
});

describe('name split: the last word is the last name, the rest the first name', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Anne Marie  de la Cruz ', 'Anne Marie de la', 'Cruz'],
    ['Martin Luther King, Jr.', 'Martin Luther King,', 'Jr.'],
    ['Cher', 'Cher', ''],
  ])('%j -> first %j, last %j', (input, firstName, lastName) => expect(splitFullName(input)).toEqual({ firstName, lastName }));
});
