// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { intentLinkPath, isPlainClick } from './link-navigation-target';

const HERE = { href: 'https://nestwood.example/mattress?size=queen' };

afterEach(() => {
  document.body.innerHTML = '';
});

/** The element an event would come from: the first `<b>` inside the markup, else its first element. */
function targetIn(markup: string): Element {
  document.body.innerHTML = markup;
  return document.body.querySelector('b') ?? document.body.firstElementChild!;
}

describe('intentLinkPath', () => {
  it.each([
    ['a marked link', '<a data-intent-link href="/mattresses">x</a>', '/mattresses'],
    ['a click on text inside it', '<a data-intent-link href="/mattresses"><b>x</b></a>', '/mattresses'],
    ['its query and fragment', '<a data-intent-link href="/p/support?from=menu#contact">x</a>', '/p/support?from=menu#contact'],
    ['an absolute address on the same origin', '<a data-intent-link href="https://nestwood.example/faq">x</a>', '/faq'],
    ['the same page with another query', '<a data-intent-link href="/mattress?size=king">x</a>', '/mattress?size=king'],
    ['target _self', '<a data-intent-link target="_self" href="/faq">x</a>', '/faq'],
    ['an unmarked anchor', '<a href="/faq">x</a>', null],
    ['no anchor at all', '<p><b>x</b></p>', null],
    ['another origin', '<a data-intent-link href="https://elsewhere.example/faq">x</a>', null],
    ['another window', '<a data-intent-link target="_blank" href="/faq">x</a>', null],
    ['a download', '<a data-intent-link download href="/feeds/google.xml">x</a>', null],
    ['a fragment of the page shown', '<a data-intent-link href="/mattress?size=queen#reviews">x</a>', null],
    ['an address the parser refuses', '<a data-intent-link href="https://[broken/faq">x</a>', null],
    ['a script address', '<a data-intent-link href="javascript:void(0)">x</a>', null],
  ])('%s', (_name, markup, expected) => {
    expect(intentLinkPath(targetIn(markup), HERE)).toBe(expected);
  });

  it('answers null for a target that is not an element (the document, a text node)', () => {
    expect(intentLinkPath(document, HERE)).toBeNull();
    expect(intentLinkPath(document.createTextNode('x'), HERE)).toBeNull();
    expect(intentLinkPath(null, HERE)).toBeNull();
  });
});

describe('isPlainClick', () => {
  const plain = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it.each([
    ['the main button alone', {}, true],
    ['cancelled by a handler before', { defaultPrevented: true }, false],
    ['the middle button', { button: 1 }, false],
    ['with Cmd', { metaKey: true }, false],
    ['with Ctrl', { ctrlKey: true }, false],
    ['with Shift', { shiftKey: true }, false],
    ['with Alt', { altKey: true }, false],
  ])('%s', (_name, change, expected) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(expected);
  });
});
