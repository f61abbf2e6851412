import { type ComponentType, lazy } from 'react';

/**
 * A part of a screen whose code is fetched on first use (the product page's specification sheet, the picture
 * viewer). `preload` fetches it ahead of the tap; `Component` renders it under a Suspense boundary. React.lazy keeps a
 * failed load for good, so every later page would fail at once; this one forgets the failure and the next render
 * tries again. (A chunk missing online is the app's business: main.tsx reloads onto the new release.)
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const make = () =>
    lazy(() =>
      load().catch((err: unknown) => {
        current = make();
        throw err;
      }),
    );
  let current = make();
  return {
    preload: (): Promise<void> => load().then(() => undefined),
    get Component() {
      return current;
    },
  };
}
