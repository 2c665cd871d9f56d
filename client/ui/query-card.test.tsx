// @vitest-environment jsdom

import { cleanup, fireEvent, render } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState, QueryCard, type QueryLike } from './query-card';

afterEach(() => cleanup());

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, isPending: false, isError: false, refetch: vi.fn(), ...state };
}

function renderCard(
  state: Partial<QueryLike<string[]>>,
  extra: { isEmptyError?: (e: unknown) => boolean } = {},
) {
  const q = query(state);
  const view = render(
    <QueryCard
      query={q}
      section={{ id: 'things', title: 'Your things' }}
      loadingLabel="Loading your things..."
      skeleton={<div data-testid="shape" />}
      error="Your things could not be loaded."
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={Inbox}>Nothing here yet. Add your first thing.</EmptyState>}
      {...extra}
    >
      {(list) => (
        <ul>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryCard>,
  );
  return { view, q };
}

describe('QueryCard', () => {
  it('shows the skeleton shape in a status with a screen-reader text while loading', () => {
    const { view } = renderCard({ isPending: true });
    const status = view.getByRole('status');
    expect(status.textContent).toBe('Loading your things...');
    expect(status.querySelector('[data-testid="shape"]')).not.toBeNull();
    expect(view.getByRole('region', { name: 'Your things' })).toBeTruthy();
    expect(view.queryByRole('listitem')).toBeNull();
  });

  it('shows the error as an alert whose Try Again refetches', () => {
    const { view, q } = renderCard({ isError: true, error: new Error('boom') });
    const alert = view.getByRole('alert');
    expect(alert.textContent).toContain('Your things could not be loaded.');
    fireEvent.click(view.getByRole('button', { name: 'Try Again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state, not the list, when there is nothing', () => {
    const { view } = renderCard({ data: [] });
    expect(view.getByText('Nothing here yet. Add your first thing.')).toBeTruthy();
    expect(view.queryByRole('list')).toBeNull();
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('shows the content once there is data', () => {
    const { view } = renderCard({ data: ['one', 'two'] });
    expect(view.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(view.queryByRole('status')).toBeNull();
  });

  it('treats an error that only means "nothing yet" as empty', () => {
    const { view } = renderCard(
      { isError: true, error: 'not-found' },
      { isEmptyError: (error) => error === 'not-found' },
    );
    expect(view.getByText('Nothing here yet. Add your first thing.')).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('keeps the content when only loading the next page failed', () => {
    const { view } = renderCard({ data: ['one'], isError: true, isFetchNextPageError: true });
    expect(view.getByText('one')).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('shows an answer it cannot use as an error', () => {
    const q = query<string[] | null>({ data: null });
    const view = render(
      <QueryCard query={q} loadingLabel="Loading..." error="Could not be loaded." isBroken={(data) => !data}>
        {(data) => <p>{data?.length} items</p>}
      </QueryCard>,
    );
    expect(view.getByRole('alert').textContent).toContain('Could not be loaded.');
  });
});
