import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useToast } from './use-toast';

/**
 * 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region
 * (docs/product/README.md#rules-that-hold-everywhere).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
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
              'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
              isDestructive
                ? 'border-red-800 bg-red-700 text-white'
                : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description
                  className={cn('text-sm', isDestructive ? 'text-white' : 'text-slate-700')}
                >
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close notification"
              className={cn(
                'absolute top-1 right-1 inline-flex h-10 w-10 items-center justify-center rounded-lg',
                isDestructive ? 'text-white hover:bg-red-800' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-50 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
