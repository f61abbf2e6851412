import type { Locator } from 'playwright-core';

/**
 * Waits until React has taken over a server-rendered element (hydration): it then carries React's fiber. Before that,
 * the page is on screen but a tap on it does nothing yet. Not 'networkidle': a signed-in shopper's event stream keeps
 * the network busy.
 */
export async function whenHydrated(element: Locator): Promise<Locator> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactFiber')) ? resolve() : setTimeout(check, 50);
        check();
      }),
  );
  return element;
}
