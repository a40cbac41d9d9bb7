import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true, once, when the element comes within `margin` of the viewport: below-the-fold
 * parts load their code and data only when she scrolls towards them, not with the page. Where
 * IntersectionObserver is missing it is `whenUnsupported` (true: load at once; false: wait for a tap).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px 0px', whenUnsupported = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (typeof IntersectionObserver !== 'function') {
      if (whenUnsupported) setNear(true);
      return;
    }
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near, whenUnsupported]);
  return near;
}
