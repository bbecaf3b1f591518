import { describe, expect, it } from 'vitest';
import { colorOf, fileProblem, moved, photoFieldsSchema, sizeText, ALL_COLOURS } from './photo-form';

describe('the photo forms', () => {
  it.each([
    [{ type: 'image/jpeg', size: 2_000_000 }, null],
    [{ type: 'image/png', size: 10 }, null],
    [{ type: 'image/webp', size: 15 * 1024 * 1024 }, null],
    [{ type: 'image/gif', size: 1000 }, 'Choose a JPEG, PNG or WebP photo'],
    [{ type: 'image/svg+xml', size: 1000 }, 'Choose a JPEG, PNG or WebP photo'],
    [{ type: '', size: 1000 }, 'Choose a JPEG, PNG or WebP photo'],
    [{ type: 'image/jpeg', size: 15 * 1024 * 1024 + 1 }, 'The photo is larger than 15 MB'],
    [{ type: 'image/jpeg', size: 0 }, 'The file is empty'],
  ])('a file %j: %s', (file, problem) => {
    expect(fileProblem(file)).toBe(problem);
  });

  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
  ] as const)('moving %j at %i by %i gives %j', (ids, index, step, expected) => {
    expect(moved(ids, index, step)).toEqual(expected);
  });

  it('alt text is required, not blank, at most 200 characters', () => {
    expect(photoFieldsSchema.safeParse({ alt: 'Oak bed, side', color: ALL_COLOURS }).success).toBe(true);
    expect(photoFieldsSchema.safeParse({ alt: '  ', color: ALL_COLOURS }).error?.issues[0]?.message).toBe(
      'Describe the photo for shoppers who cannot see it',
    );
    expect(photoFieldsSchema.safeParse({ alt: 'a'.repeat(201), color: ALL_COLOURS }).success).toBe(false);
  });

  it('maps the colour choice and sizes', () => {
    expect(colorOf(ALL_COLOURS)).toBeNull();
    expect(colorOf('navy')).toBe('navy');
    expect(sizeText(1536)).toBe('2 KB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
