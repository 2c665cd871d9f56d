import './lib/zod-jitless';
import './styles.css';
import { hydrateOnInteraction } from './hydrate-on-interaction';
import { startAnalytics } from './lib/analytics';
import { registerServiceWorker } from './lib/service-worker';

/**
 * The page's only static script: the analytics tracker and the start of the app (client/boot.tsx),
 * which it loads on demand. React and everything else live in that chunk, so the prerendered landing
 * page, whose HTML is complete and whose only interactive parts are links, runs none of it until a
 * visitor follows an in-app link (or turns out to be signed in). The browser fetches the chunk ahead
 * of time (prefetch hints that scripts/prerender.ts writes), without running it.
 */

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startAnalytics();
// The built app only: the development server has no service worker.
if (import.meta.env.PROD) registerServiceWorker();

const loadApp = () => import('./boot');

if (container.dataset.hydrate === 'on-interaction') {
  hydrateOnInteraction(container, loadApp);
} else if (container.dataset.prerendered === 'true') {
  void loadApp().then((app) => app.hydrate(container));
} else {
  void loadApp().then((app) => app.render(container));
}
