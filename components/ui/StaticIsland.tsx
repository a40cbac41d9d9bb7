import Router from 'next/router';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type MouseEvent } from 'react';
import { useNearViewport } from './useNearViewport';
import styles from './StaticIsland.module.css';

const subscribeNothing = () => () => undefined;

/** Clicks on the kept HTML's own links navigate on the client, as the part's Links would. */
function followLinkOnClient(e: MouseEvent<HTMLElement>) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = e.target instanceof Element ? e.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return;
  e.preventDefault();
  void Router.push(`${link.pathname}${link.search}${link.hash}`);
}

const sameProps = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
};

/**
 * A part of a page that is plain HTML in the browser (no state, no handlers of its own), rendered on
 * the server only. The browser keeps the document's HTML (React does not hydrate inside
 * dangerouslySetInnerHTML) and loads the part's code only to render it for other props, after a
 * client-side navigation. Define it once per module, the server's component required behind the
 * `typeof window` test (the bundler drops that branch from the browser's code; an import would stay,
 * since a module that imports CSS counts as having side effects), and import the part's CSS
 * modules where it is used (the server's HTML needs them in the page):
 *
 *   import './CommentStatsGrid.module.css';
 *   const Stats = staticIsland(
 *     typeof window === 'undefined' ? (require('./CommentStatsGrid') as typeof import('./CommentStatsGrid')).CommentStatsGrid : null,
 *     () => import('./CommentStatsGrid').then((m) => m.CommentStatsGrid),
 *   );
 *
 * With `takeOverNearScreen`, a part with a little interaction of its own (a calendar's month
 * buttons) loads its code when it nears the screen and takes over from the document's HTML.
 */
export function staticIsland<P extends object>(Server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>, { takeOverNearScreen = false } = {}): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const nowhere = { current: null };

  function StaticIsland(props: P) {
    // True while hydrating the document (React reads the server snapshot then), false for a render of the browser's own.
    const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
    const [documentProps] = useState(() => (hydrating ? props : null));
    const [Part, setPart] = useState<ComponentType<P> | null>(() => Server ?? loaded);
    const ref = useRef<HTMLDivElement>(null);
    // The island's element has no box of its own (display: contents): watch the part's first element.
    const [part] = useState(() => ({ get current() { return ref.current?.firstElementChild ?? null; } }));
    const near = useNearViewport(takeOverNearScreen ? part : nowhere);
    const kept = documentProps !== null && sameProps(documentProps, props);
    const drawn = !kept || (takeOverNearScreen && near);
    const keepsDocument = kept && !(drawn && Part);

    useEffect(() => {
      if (!drawn || Part) return;
      let live = true;
      load().then((c) => {
        loaded = c;
        if (live) setPart(() => c);
      }, () => undefined);
      return () => {
        live = false;
      };
    }, [drawn, Part]);

    if (Server) return <div className={styles.island}><Server {...props} /></div>;
    if (keepsDocument) return <div ref={ref} className={styles.island} onClick={followLinkOnClient} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    return <div ref={ref} className={styles.island}>{Part ? <Part {...props} /> : null}</div>;
  }
  return StaticIsland;
}
