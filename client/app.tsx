import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { ExperimentAssignments } from './lib/experiments';
import { AppRoutes } from './router';
import { Toaster } from './ui/toaster';

type AppProps = {
  queryClient: QueryClient;
  /** Set on the server render only. */
  ssrPath?: string;
  isPrerendered?: boolean;
};

/** The providers and routes shared by the browser (main.tsx) and the prerender (entry-server.tsx). */
export function App({ queryClient, ssrPath, isPrerendered }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath}>
          <AppRoutes isPrerendered={isPrerendered} />
          {/* The person's A/B variants, loaded once at start (docs/product/ab-testing.md#assignment). */}
          <ExperimentAssignments />
          {/* Inside the router: toasts end when the page changes. */}
          <Toaster />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
