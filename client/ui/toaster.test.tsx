// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { BOTTOM_DOCK_ATTRIBUTE, bottomDockHeight, Toaster } from './toaster';
import { clearToasts, toast, toastsEndingOnNavigation } from './use-toast';

describe('toastsEndingOnNavigation', () => {
  const shownAt = 100_000;
  const item = (id: string, survivedNavigation = false, open = true) => ({
    id,
    open,
    shownAt,
    survivedNavigation,
  });

  it('closes a toast when the person moved on themselves after it appeared', () => {
    expect(toastsEndingOnNavigation([item('a')], shownAt + 1)).toEqual({ close: ['a'], keep: [] });
  });

  it('keeps a toast across the app’s own move to the next page, once', () => {
    expect(toastsEndingOnNavigation([item('a')], shownAt - 1)).toEqual({ close: [], keep: ['a'] });
    expect(toastsEndingOnNavigation([item('a', true)], shownAt - 1)).toEqual({ close: ['a'], keep: [] });
  });

  it('ignores toasts already closing', () => {
    expect(toastsEndingOnNavigation([item('a', false, false)], shownAt + 1)).toEqual({ close: [], keep: [] });
  });
});

describe('bottomDockHeight', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function dock(top: number, height: number) {
    const element = document.createElement('div');
    element.setAttribute(BOTTOM_DOCK_ATTRIBUTE, '');
    element.getBoundingClientRect = () => ({ top, height, bottom: top + height }) as DOMRect;
    document.body.append(element);
  }

  it('is zero without docked bars', () => {
    expect(bottomDockHeight(document, 844)).toBe(0);
  });

  it('is the height from the highest docked bar to the bottom of the screen', () => {
    dock(780, 64); // the navigation
    dock(650, 130); // a composer stuck above it
    expect(bottomDockHeight(document, 844)).toBe(194);
  });

  it('skips hidden bars and bars below the screen, and never passes half the screen', () => {
    dock(900, 60);
    dock(500, 0);
    expect(bottomDockHeight(document, 844)).toBe(0);
    dock(100, 744);
    expect(bottomDockHeight(document, 844)).toBe(422);
  });
});

describe('Toaster', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/symptoms');
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.useRealTimers();
  });

  function renderToaster() {
    return render(
      <Router>
        <Toaster />
      </Router>,
    );
  }

  it('announces a toast to screen readers through a live region', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Symptom logged successfully' });
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.textContent).toContain('Symptom logged successfully');
    await waitFor(() => {
      const live = document.querySelector('[aria-live]');
      expect(live?.textContent).toContain('Symptom logged successfully');
    });
  });

  it('ends a toast when the person moves to another page', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    renderToaster();
    act(() => {
      toast({ title: 'Profile Updated Successfully' });
    });
    expect(screen.getByText('Profile Updated Successfully')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    // The person taps a link in the navigation.
    act(() => {
      fireEvent.pointerDown(document.body);
      navigate('/chat');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText('Profile Updated Successfully')).toBeNull();
  });

  it('keeps a toast across the page change its own action caused, and ends it at the next', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    renderToaster();
    act(() => {
      toast({ title: 'Account Created Successfully!' });
      navigate('/onboarding-tour');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.getByText('Account Created Successfully!')).toBeTruthy();
    act(() => navigate('/'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText('Account Created Successfully!')).toBeNull();
  });
});
