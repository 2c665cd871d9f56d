// @vitest-environment jsdom
import type { TLibraryBlock } from '@contract/library';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryBlocks } from './library-blocks';

afterEach(() => cleanup());

describe('LibraryBlocks', () => {
  it('renders headings, paragraphs with runs, lists and callouts as elements', () => {
    const blocks: TLibraryBlock[] = [
      { type: 'heading', level: 2, text: 'Start here' },
      { type: 'heading', level: 3, text: 'A detail' },
      {
        type: 'paragraph',
        runs: [
          { type: 'text', text: 'Rest ' },
          { type: 'bold', text: 'before' },
          { type: 'text', text: ' you are ' },
          { type: 'italic', text: 'exhausted' },
          { type: 'text', text: ', see ' },
          { type: 'link', text: 'NICE', href: 'https://www.nice.org.uk/' },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'dot' }]] },
      { type: 'callout', runs: [{ type: 'text', text: 'Take care.' }] },
    ];
    const { container, getByRole } = render(<LibraryBlocks blocks={blocks} />);
    expect(getByRole('heading', { level: 2, name: 'Start here' })).toBeTruthy();
    expect(getByRole('heading', { level: 3, name: 'A detail' })).toBeTruthy();
    expect(container.querySelector('p strong')?.textContent).toBe('before');
    expect(container.querySelector('p em')?.textContent).toBe('exhausted');
    const link = getByRole('link', { name: /^NICE.*opens in a new tab/ });
    expect(link.getAttribute('href')).toBe('https://www.nice.org.uk/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelectorAll('ul > li')).toHaveLength(1);
    expect(container.querySelector('aside')?.textContent).toBe('Take care.');
  });

  it('shows text that looks like HTML as text', () => {
    const { container } = render(
      <LibraryBlocks
        blocks={[{ type: 'paragraph', runs: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] }]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
