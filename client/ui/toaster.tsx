import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cn } from './cn';
import { endToastsOnNavigation, recordInteraction, useToast } from './use-toast';

/**
 * Marks a bar fixed or stuck to the bottom of the screen (the navigation, a chat composer): toasts
 * open above the highest of them, so they never cover it.
 */
export const BOTTOM_DOCK_ATTRIBUTE = 'data-bottom-dock';

/** A toast never sits higher than half the screen, whatever a page marks as docked. */
const MAX_DOCK_SHARE = 0.5;

/** How much of the bottom of the viewport the docked bars take, in px. */
export function bottomDockHeight(doc: Document = document, viewportHeight = window.innerHeight): number {
  let covered = 0;
  for (const element of doc.querySelectorAll(`[${BOTTOM_DOCK_ATTRIBUTE}]`)) {
    const rect = element.getBoundingClientRect();
    if (rect.height === 0 || rect.top >= viewportHeight) continue;
    covered = Math.max(covered, viewportHeight - rect.top);
  }
  return Math.round(Math.min(covered, viewportHeight * MAX_DOCK_SHARE));
}

/**
 * Toasts (docs/product/README.md#rules-that-hold-everywhere): at the bottom of the phone column, just
 * above the navigation and any composer docked there, so they cover no header, page title or primary
 * control; they end when the page changes. 5000 ms, swipe right past 50 px to dismiss, F8 focuses the
 * region; Radix announces each one through a polite live region (assertive for errors).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const [location] = useLocation();
  const [dockHeight, setDockHeight] = useState(0);
  const shownLocation = useRef(location);
  const hasOpenToast = toasts.some((item) => item.open);

  // Whether a change of page is the person's own doing or the app's (see use-toast.ts).
  useEffect(() => {
    const onInteraction = () => recordInteraction();
    const events = ['pointerdown', 'keydown', 'popstate'] as const;
    for (const name of events) window.addEventListener(name, onInteraction, true);
    return () => {
      for (const name of events) window.removeEventListener(name, onInteraction, true);
    };
  }, []);

  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    endToastsOnNavigation();
  }, [location]);

  // Measured while a toast shows (the composer grows with its text, the keyboard resizes the screen)
  // and again on the next page, whose bars differ.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is when to measure, not an input
  useLayoutEffect(() => {
    if (!hasOpenToast) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setDockHeight(bottomDockHeight()));
    };
    setDockHeight(bottomDockHeight());
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [hasOpenToast, location]);

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => {
        const isDestructive = item.variant === 'destructive';
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            type={isDestructive ? 'foreground' : 'background'}
            className={cn(
              'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-overlay',
              isDestructive ? 'border-bad bg-bad text-on-bad' : 'border-line bg-surface-raised text-ink',
            )}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description
                  className={cn('text-sm', isDestructive ? 'text-on-bad' : 'text-ink-muted')}
                >
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close notification"
              className={cn(
                'absolute top-1 right-1 inline-flex h-10 w-10 items-center justify-center rounded-lg',
                isDestructive ? 'text-on-bad hover:bg-bad-strong' : 'text-ink-muted hover:bg-surface-muted',
              )}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        style={{ bottom: dockHeight > 0 ? `${dockHeight}px` : 'env(safe-area-inset-bottom)' }}
        className="pointer-events-none fixed inset-x-0 z-60 mx-auto flex max-h-[50dvh] w-full max-w-md flex-col gap-2 px-4 pt-4 pb-3 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
