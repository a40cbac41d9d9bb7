import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

/**
 * Mounts its children once their place comes near the screen. For browser-only parts at the end of
 * a page (next/dynamic with ssr: false): their code is fetched as she scrolls towards them, not
 * while the page loads. Until then a 1px marker holds the place (a zero-size one may never intersect).
 */
export function WhenNear({ children, margin = '400px 0px' }: { children: ReactNode; margin?: string }) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, margin);
  return near ? <>{children}</> : <div ref={marker} style={{ minHeight: 1 }} aria-hidden="true" />;
}
