import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: route components take whatever props wouter passes.
type AnyComponent = ComponentType<any>;

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy with a preload(). Once loaded, the page renders synchronously: the server render
 * (scripts/prerender.ts) and the hydrating client (main.tsx) preload it so the first client render
 * matches the prerendered markup without suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // let a later visit retry the download
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded as AnyComponent };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like React.lazy.
  function Page(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
