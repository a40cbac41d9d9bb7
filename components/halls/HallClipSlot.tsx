/**
 * Where a card's clip button goes. The clips engineer renders <HallClipButton hallId={id} />
 * (components/clips/HallClipButton.tsx) here.
 */
export function HallClipSlot({ hallId }: { hallId: number }) {
  return <div data-slot="hall-clip" data-hall-id={hallId} />;
}
