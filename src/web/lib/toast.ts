import type * as Sonner from 'sonner';

/**
 * Toasts without sonner in the first visit's JavaScript: the library is fetched the first time a toast is
 * shown (or when the root mounts its `<LazyToaster>`, after hydration). sonner replays toasts made before
 * its `<Toaster>` subscribed, so nothing is lost while it loads. Same calls as sonner's `toast`.
 */
type SonnerToast = typeof Sonner.toast;

let sonner: Promise<typeof Sonner> | undefined;

export function loadSonner() {
  sonner ??= import('sonner');
  return sonner;
}

function show(...args: Parameters<SonnerToast>) {
  void loadSonner().then((module) => module.toast(...args));
}

export const toast = Object.assign(show, {
  success: (...args: Parameters<SonnerToast['success']>) => {
    void loadSonner().then((module) => module.toast.success(...args));
  },
  error: (...args: Parameters<SonnerToast['error']>) => {
    void loadSonner().then((module) => module.toast.error(...args));
  },
});
