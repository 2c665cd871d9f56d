// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { hasOpenDialog, isTypingIn } from './prompt';

afterEach(() => {
  document.body.innerHTML = '';
});

function element(html: string): Element {
  document.body.innerHTML = html;
  const first = document.body.firstElementChild;
  if (!first) throw new Error('no element');
  return first;
}

describe('isTypingIn', () => {
  it.each([
    '<textarea></textarea>',
    '<input type="text">',
    '<input>',
    '<input type="email">',
    '<input type="number">',
    '<select><option>a</option></select>',
  ])('counts %s as typing', (html) => {
    expect(isTypingIn(element(html))).toBe(true);
  });

  it('counts an editable region as typing', () => {
    const region = element('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not compute isContentEditable; the browser does.
    Object.defineProperty(region, 'isContentEditable', { value: true });
    expect(isTypingIn(region)).toBe(true);
  });

  it.each([
    '<button>Save</button>',
    '<input type="checkbox">',
    '<input type="radio">',
    '<a href="/">Home</a>',
  ])('does not count %s', (html) => {
    expect(isTypingIn(element(html))).toBe(false);
  });

  it('does not count nothing focused', () => {
    expect(isTypingIn(null)).toBe(false);
    expect(isTypingIn(document.body)).toBe(false);
  });
});

describe('hasOpenDialog', () => {
  it('sees a dialog, an alert dialog or an open <dialog>', () => {
    element('<div role="dialog"></div>');
    expect(hasOpenDialog()).toBe(true);
    element('<div role="alertdialog"></div>');
    expect(hasOpenDialog()).toBe(true);
    element('<dialog open></dialog>');
    expect(hasOpenDialog()).toBe(true);
  });

  it('sees none on a plain page or a closed <dialog>', () => {
    element('<main><p>Hello</p><dialog></dialog></main>');
    expect(hasOpenDialog()).toBe(false);
  });
});
