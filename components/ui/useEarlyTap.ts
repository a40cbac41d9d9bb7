import { useEffect, useRef, useState } from 'react';
import { EARLY_TAP_ATTRIBUTE, takeEarlyTap } from '@/lib/earlyTaps';

/**
 * A main button that works as soon as it is visible (lib/earlyTaps.ts): spread the answer on the
 * button. Its server HTML carries the mark, so a tap before hydration is kept; once hydrated the
 * mark goes and a kept tap presses it.
 *   const early = useEarlyTap<HTMLButtonElement>(onPress);
 *   <button ref={early.ref} {...early.props} onClick={onPress}>
 */
export function useEarlyTap<T extends HTMLElement>(onPress: () => void) {
  const ref = useRef<T>(null);
  const press = useRef(onPress);
  press.current = onPress;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    if (takeEarlyTap(ref.current)) press.current();
  }, []);
  return { ref, props: { [EARLY_TAP_ATTRIBUTE]: hydrated ? undefined : '' } };
}
