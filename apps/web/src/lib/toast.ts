import type { ToastIcon, ToastPosition } from './toast-impl.ts';

/**
 * Toasts (docs/shopper-app.md#toasts): 1200 ms, clicks blocked while shown; loading has no timeout and shows a spinner.
 * The toast's code (lib/toast-impl.ts, a few DOM nodes and their styles) loads on the first toast, keeping it out of
 * the first page's JavaScript.
 */
export const TOAST_MS = 1200;

type View = typeof import('./toast-impl.ts').ToastView;
let view: View | undefined;
let loading: Promise<View> | undefined;
const loadToast = (): Promise<View> =>
  (loading ??= import('./toast-impl.ts').then(
    (m) => (view = m.ToastView),
    (error: unknown) => {
      // A failed fetch (offline) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  ));

/**
 * Runs `use` with the toast's code: at once when it is here, so that the toast is in the page before whatever the
 * caller does next (Add to cart closes its sheet, a render React runs in the next task; a toast behind that render
 * showed a frame or more later at 4× CPU slowdown). Calls made while the code loads run in their order once it came.
 */
function withView(use: (loaded: View) => void): Promise<void> {
  if (view) {
    use(view);
    return Promise.resolve();
  }
  return loadToast().then(use);
}

function show(
  content: string,
  icon: ToastIcon | undefined,
  position?: ToastPosition,
  duration = TOAST_MS,
): Promise<void> {
  // Server rendering prefetches a page's reads through the same request client, which toasts a failure; on the server
  // there is no screen to show it on (the page renders its error state, and the browser's own read toasts).
  if (typeof document === 'undefined') return Promise.resolve();
  return withView((loaded) => loaded.show({ content, icon, position, duration }));
}

export const toast = {
  success: (content: string, position?: ToastPosition) => show(content, 'success', position),
  fail: (content: string, position?: ToastPosition) => show(content, 'fail', position),
  loading: (content?: string, position?: ToastPosition) => show(content ?? '', 'loading', position, 0),
  plain: (content: string, position?: ToastPosition) => show(content, undefined, position),
  /**
   * Fetches the toast's code ahead, for an action whose outcome is a toast: started with the action's request, the
   * code arrives while the request runs instead of after its answer. A failed fetch stays quiet; the toast tries again.
   */
  preload: () => {
    if (typeof document !== 'undefined') loadToast().catch(() => undefined);
  },
  /** Closes whatever toast is showing (e.g. a loading toast when its work ends). */
  clear: () => withView((loaded) => loaded.clear()),
};
