import './lib/zod-jitless';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/queryClient';
import { App } from './app';
import { startAnalytics } from './lib/analytics';
import { preloadPublicPage } from './public-pages';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startAnalytics();

if (container.dataset.prerendered === 'true') {
  // The HTML is already on screen; load the page's code first so hydration matches it without suspending.
  void preloadPublicPage(window.location.pathname)
    .catch((error: unknown) => console.warn('Could not preload the page before hydration', error))
    .then(() => {
      // As a transition, hydration yields to the browser between chunks of work: the page stays responsive.
      startTransition(() => {
        hydrateRoot(container, <App queryClient={queryClient} isPrerendered />);
      });
    });
} else {
  createRoot(container).render(<App queryClient={queryClient} />);
}
