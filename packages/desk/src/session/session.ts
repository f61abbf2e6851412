/** Where a desk app keeps its session: its own storage key, so the console and the seller center never mix tokens. */
export interface SessionConfig {
  /** localStorage key of the token, e.g. "console-token". */
  tokenKey: string;
  /** The login page as a full address ("/console/login"), not a route: it works from outside the router too. */
  loginPath: string;
}

/** The signed-in user's token in this browser. */
export interface DeskSession {
  readonly loginPath: string;
  getToken(): string | null;
  setToken(token: string): void;
  /**
   * Forgets the token and loads the login page afresh. A full load rather than a route change, so no cached query
   * of the old session survives or refetches on the way out.
   */
  endSession(): void;
}

export function createSession({ tokenKey, loginPath }: SessionConfig): DeskSession {
  return {
    loginPath,
    getToken: () => localStorage.getItem(tokenKey),
    setToken: (token) => localStorage.setItem(tokenKey, token),
    endSession: () => {
      localStorage.removeItem(tokenKey);
      // Already on the login page: reloading it would only lose what the user typed.
      if (window.location.pathname !== loginPath) window.location.assign(loginPath);
    },
  };
}
