import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useRevalidator, useRouteError } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

/** A screen's code that could not be downloaded (a new release replaced it, or the connection dropped). */
function isMissingCode(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
      `${error.name} ${error.message}`,
    )
  );
}

/**
 * What the shopper sees instead of React Router's developer page when a screen fails: a translated apology, "try
 * again" and "back to home", never a stack trace. The failure goes to the server's log once
 * (lib/client-error-report.ts), named by the route's pattern (/orderInfo/:id?), not by what the shopper opened.
 * Used per route (the shell and tabs stay) and at the root (when the shell itself or the guard fails).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const route = matches.at(-1)?.id ?? pathname;
  // A new render and fresh data clear the error (React Router resets a render error once a revalidation ends).
  return (
    <ErrorScreen
      error={error}
      routePattern={route.startsWith('/') ? route : pathname}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

/**
 * The same error screen for a screen rendered ahead of its visit (app/keep-alive-outlet.tsx): it sits outside React
 * Router's route elements, so no route boundary catches its failures. "Try again" renders it afresh.
 */
export class ScreenErrorBoundary extends Component<
  { routePattern: string; children: ReactNode },
  { failure: { error: unknown } | null }
> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <ErrorScreen
        error={failure.error}
        routePattern={this.props.routePattern}
        onRetry={() => this.setState({ failure: null })}
      />
    );
  }
}

/** The error screen itself: reports the failure once, then offers "try again" and the way home. */
function ErrorScreen({ error, routePattern, onRetry }: { error: unknown; routePattern: string; onRetry: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    // Loaded when an error happens, not with every first page; a report that cannot load is dropped like one that
    // cannot be sent.
    import('../lib/client-error-report.ts')
      .then(({ reportClientError }) => reportClientError(error, routePattern))
      .catch(() => undefined);
  }, [error, routePattern]);

  // A screen whose code failed to download only comes back with a fresh page.
  const tryAgain = () => (isMissingCode(error) ? window.location.reload() : onRetry());

  return (
    <div className="page error-screen" role="alert">
      <EmptyState title={t('errorScreen.title')} description={t('errorScreen.description')}>
        <div className="error-screen__actions">
          <button type="button" className="link-button" onClick={tryAgain}>
            {t('errorScreen.retry')}
          </button>
          <Link className="link-button link-button--plain" to="/home" replace>
            {t('goHome')}
          </Link>
        </div>
      </EmptyState>
    </div>
  );
}
