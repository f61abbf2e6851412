import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import { Link } from 'react-router';

/** The router's own `navigate` (the same function for the app's life). */
export type AppNavigate = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * Given once at the app's root (main.tsx: the browser router's `navigate`; the server's render gives one that is
 * never called). Without it (a screen's unit test inside a MemoryRouter), an `AppLink` is React Router's `Link`.
 */
export const AppNavigateContext = createContext<AppNavigate | null>(null);

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app, with its query. */
  to: string;
};

/**
 * A link to a screen of the app, for the many links of a list (product cards): a plain anchor that navigates with
 * the navigate given by `AppNavigateContext` and reads nothing of the router's state. React Router's `Link` reads
 * the route context, which the router renews on every change of its state, so on each tap every `Link` on the screen
 * renders again as the navigation starts and again as it ends, while the next screen's code is being fetched (in one
 * trace of Home at 4× CPU slowdown, about 120 ms of render slices; docs/shopper-app.md#parts-a-tap-opens).
 * A click as `Link` takes one: the main button without a modifier key or another target, and a link to the page
 * already shown replaces it in the history instead of adding it again.
 */
export function AppLink({ to, onClick, ...anchor }: Props) {
  const navigate = useContext(AppNavigateContext);
  if (!navigate) return <Link to={to} onClick={onClick} {...anchor} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, anchor.target)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: here === to });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}

/** A click the app should follow itself (a new tab or window is the browser's). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && (!target || target === '_self');
}
