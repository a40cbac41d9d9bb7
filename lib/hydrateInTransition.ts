import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;
const WRAPPED = Symbol.for('musubi.hydrateInTransition');

/**
 * Makes the Pages Router hydrate the page in a transition, as Next's App Router does
 * (next/dist/client/app-index.js wraps its hydrateRoot in startTransition). The Pages Router calls
 * hydrateRoot at default priority, which React renders in one blocking task: on a mid-range phone
 * that is the page's longest task. In a transition React hydrates in slices of a few
 * milliseconds and yields to the browser between them, so a tap during hydration is answered;
 * what is on screen does not change (it is the server's HTML until React takes it over).
 *
 * Called from instrumentation-client.ts, which Next runs before it hydrates. Next reads
 * hydrateRoot from the same react-dom/client module object at call time, so wrapping it there is enough.
 */
export function hydrateInTransition(client: { hydrateRoot: HydrateRoot } = ReactDOMClient): void {
  const original = client.hydrateRoot as HydrateRoot & { [WRAPPED]?: true };
  if (original[WRAPPED]) return;
  const wrapped: HydrateRoot & { [WRAPPED]?: true } = (container, initialChildren, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = original(container, initialChildren, options);
    });
    return root!;
  };
  wrapped[WRAPPED] = true;
  client.hydrateRoot = wrapped;
}
