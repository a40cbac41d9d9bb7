import { HallClipButton } from '../clips/HallClipButton';

/**
 * Where a card's clip button goes: the clips engineer's <HallClipButton />.
 * `compact` shows only the icon (over a card's photo).
 */
export function HallClipSlot({ hallId, hallName, compact = false }: { hallId: number; hallName?: string; compact?: boolean }) {
  return (
    <div data-slot="hall-clip" data-hall-id={hallId}>
      <HallClipButton hallId={hallId} hallName={hallName} compact={compact} />
    </div>
  );
}
