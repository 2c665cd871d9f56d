// @vitest-environment jsdom

import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShowMoreList, showingText } from './show-more-list';

afterEach(() => cleanup());

const ALL = Array.from({ length: 49 }, (_, i) => `Item ${i + 1}`);
const PAGE = 20;

/** A page counter over a list the client already holds. */
function Counter({ failMore = false }: { failMore?: boolean }) {
  const [pages, setPages] = useState(1);
  const [failed, setFailed] = useState(false);
  const items = ALL.slice(0, pages * PAGE);
  return (
    <ShowMoreList
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      total={ALL.length}
      paging={{
        hasMore: items.length < ALL.length,
        isLoadingMore: false,
        isMoreError: failed,
        onShowMore: () => (failMore ? setFailed(true) : setPages((n) => n + 1)),
      }}
      moreError={{ message: 'More items could not be loaded.' }}
      empty={<p>Nothing yet.</p>}
    />
  );
}

describe('ShowMoreList', () => {
  it("says 'Showing 20 of 49' politely and the button points at it", () => {
    const view = render(<Counter />);
    const status = view.getByRole('status');
    expect(status.textContent).toBe('Showing 20 of 49');
    expect(view.getAllByRole('listitem')).toHaveLength(20);
    const more = view.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-describedby')).toBe(status.id);
  });

  it('adds the next page, moves the focus to the first new item, and hides the button at the end', async () => {
    const view = render(<Counter />);
    fireEvent.click(view.getByRole('button', { name: 'Show more' }));
    expect(view.getByRole('status').textContent).toBe('Showing 40 of 49');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Item 21'));
    expect(document.activeElement?.tagName).toBe('LI');
    fireEvent.click(view.getByRole('button', { name: 'Show more' }));
    expect(view.getByRole('status').textContent).toBe('Showing all 49');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Item 41'));
    expect(view.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('keeps the items and offers to try again when the next page fails', () => {
    const view = render(<Counter failMore />);
    fireEvent.click(view.getByRole('button', { name: 'Show more' }));
    expect(view.getByRole('alert').textContent).toContain('More items could not be loaded.');
    expect(view.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(view.getAllByRole('listitem')).toHaveLength(20);
  });

  it('shows the empty state with its count when there are no items', () => {
    const view = render(
      <ShowMoreList
        items={[]}
        getKey={(item: string) => item}
        renderItem={(item) => item}
        total={0}
        paging={{ hasMore: false, isLoadingMore: false, onShowMore: () => {} }}
        empty={<p>Nothing yet.</p>}
      />,
    );
    expect(view.getByText('Nothing yet.')).toBeTruthy();
    expect(view.getByRole('status').textContent).toBe('Showing all 0');
    expect(view.queryByRole('list')).toBeNull();
  });

  it('counts without a total when the server does not say', () => {
    expect(showingText(20, undefined)).toBe('Showing 20');
    expect(showingText(20, 49)).toBe('Showing 20 of 49');
    expect(showingText(49, 49)).toBe('Showing all 49');
  });
});
