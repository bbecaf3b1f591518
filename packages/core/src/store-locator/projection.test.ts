import { describe, expect, it } from 'vitest';
import { fitBox, mapSize, projectPoint, REGION_MAP_BOX } from './projection';

const US = REGION_MAP_BOX.US;
const SIZE = { width: 600, height: 300 };

describe('store locator map: points projected inside the region box', () => {
  it.each([
    ['north-west corner', { latitude: US.north, longitude: US.west }, { x: 0, y: 0, inside: true }],
    ['south-east corner', { latitude: US.south, longitude: US.east }, { x: 600, y: 300, inside: true }],
    ['the middle', { latitude: 36.9, longitude: -95.95 }, { x: 300, y: 150, inside: true }],
    ['New York: east and north of the middle', { latitude: 40.7185, longitude: -74.0025 }, { x: 526.7, y: 104.2, inside: true }],
    ['Anchorage: outside, clamped to the top-left', { latitude: 61.2, longitude: -149.9 }, { x: 0, y: 0, inside: false }],
    ['Honolulu: outside, clamped to the bottom-left', { latitude: 21.3, longitude: -157.9 }, { x: 0, y: 300, inside: false }],
  ])('%s', (_label, point, expected) => {
    expect(projectPoint(point, US, SIZE)).toEqual(expected);
  });

  it.each([
    ['US', 600, 323],
    ['CA', 600, 211],
  ] as const)('the %s map keeps its proportions at its middle latitude: %s wide is %s high', (region, width, height) => {
    expect(mapSize(REGION_MAP_BOX[region], width)).toEqual({ width, height });
  });

  it('keeps east to the right and north to the top', () => {
    const west = projectPoint({ latitude: 40, longitude: -110 }, US, SIZE);
    const east = projectPoint({ latitude: 40, longitude: -80 }, US, SIZE);
    const north = projectPoint({ latitude: 45, longitude: -100 }, US, SIZE);
    const south = projectPoint({ latitude: 30, longitude: -100 }, US, SIZE);
    expect(east.x).toBeGreaterThan(west.x);
    expect(north.y).toBeLessThan(south.y);
  });
});

describe('store locator map: the box fits the showrooms shown', () => {
  it('no points: the region box', () => expect(fitBox([], US)).toBe(US));

  it('points far apart: their bounds padded by 15% of the span each side', () => {
    const box = fitBox(
      [
        { latitude: 30, longitude: -100 },
        { latitude: 40, longitude: -80 },
      ],
      US,
    );
    expect(box.south).toBeCloseTo(28.5, 9);
    expect(box.north).toBeCloseTo(41.5, 9);
    expect(box.west).toBeCloseTo(-103, 9);
    expect(box.east).toBeCloseTo(-77, 9);
  });

  it('one point: at least 3 degrees each way, centred on it, so every point projects inside', () => {
    const point = { latitude: 40.7, longitude: -74 };
    const box = fitBox([point], US);
    expect(box.north - box.south).toBeCloseTo(3.9, 9);
    expect(projectPoint(point, box, SIZE)).toEqual({ x: 300, y: 150, inside: true });
    // Drawn at least 1.5 times as wide as high.
    const drawn = mapSize(box, 600);
    expect(drawn.width / drawn.height).toBeCloseTo(1.5, 1);
  });

  it('points in a north-south line are widened so the drawing stays wide', () => {
    const box = fitBox(
      [
        { latitude: 30, longitude: -90 },
        { latitude: 45, longitude: -90 },
      ],
      US,
    );
    expect(mapSize(box, 600).height).toBeLessThanOrEqual(400);
  });
});
