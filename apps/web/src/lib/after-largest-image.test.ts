// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LARGEST_IMAGE, LARGEST_IMAGE_WAIT_MS } from './after-largest-image';

/** The function as the page's head script has it. */
const afterLargestImage = new Function(`return (${AFTER_LARGEST_IMAGE});`)() as (then: () => void) => void;

/** An image in the page, already arrived or not, asked for first or not. */
function image(arrived: boolean, first = true): HTMLImageElement {
  const element = document.createElement('img');
  if (first) element.setAttribute('fetchpriority', 'high');
  Object.defineProperty(element, 'complete', { value: arrived });
  document.body.append(element);
  return element;
}

/** Two animation frames and the task after them: the frame that draws the image has been made. */
const FRAMES_MS = 2 * 16 + 1;

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] }));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterLargestImage (the page head scripts wait for the largest image)', () => {
  it.each([
    ['no image', [] as Array<[boolean, boolean]>],
    ['the hero already arrived', [[true, true]] as Array<[boolean, boolean]>],
    ['only a later image still on its way', [[false, false]] as Array<[boolean, boolean]>],
  ])('%s: after the next frame is drawn, in a task of its own', (_case, images) => {
    for (const [arrived, first] of images) image(arrived, first);
    const then = vi.fn();
    afterLargestImage(then);
    vi.advanceTimersByTime(16);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FRAMES_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it.each(['load', 'error'])('waits for every first image still on its way (the last one: %s)', (last) => {
    const [photo, card] = [image(false), image(false)];
    const then = vi.fn();
    afterLargestImage(then);
    photo.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
    card.dispatchEvent(new Event(last));
    vi.advanceTimersByTime(FRAMES_MS);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LARGEST_IMAGE_WAIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits one second at most for an image that does not come, and calls once', () => {
    const photo = image(false);
    const then = vi.fn();
    afterLargestImage(then);
    vi.advanceTimersByTime(LARGEST_IMAGE_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextTimer(); // the call's own task
    expect(then).toHaveBeenCalledTimes(1);
    photo.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FRAMES_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
