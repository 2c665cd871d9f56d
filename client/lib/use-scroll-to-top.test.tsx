// @vitest-environment jsdom

import { resetBrowserState } from '@client/test-utils';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';

function Probe() {
  useScrollToTopOnNavigate();
  return null;
}

function renderProbe() {
  return render(
    <Router hook={useBrowserLocation}>
      <Probe />
    </Router>,
  );
}

describe('useScrollToTopOnNavigate', () => {
  afterEach(() => {
    resetBrowserState();
    window.history.replaceState(null, '', '/');
  });

  it('opens a page reached through a link at its top, and leaves the first page where it is', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderProbe();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/signup'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves back and forward to the browser, which restores the position', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderProbe();
    act(() => navigate('/signup'));
    scrollTo.mockClear();
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(window.location.pathname).toBe('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a link to an anchor to the browser', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderProbe();
    act(() => navigate('/privacy#analytics'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
