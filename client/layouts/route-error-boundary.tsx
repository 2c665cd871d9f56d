import { Button } from '@client/ui/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { error: Error | null };

/** Catches a failed page load (a chunk missing after a deploy, a render error) and offers a reload. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="space-y-4 px-4 py-10 text-center">
        <p className="text-lg font-semibold text-ink">This screen could not be loaded.</p>
        <p className="text-sm text-ink-muted">Check your connection, then reload the page.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
