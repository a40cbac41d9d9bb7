import type { Fair } from '../../api/contract/fairs';
import { FairCard } from './FairCard';

/** Fairs as a list of cards. */
export function FairCardList({ fairs, className }: { fairs: Fair[]; className?: string }) {
  return (
    <ul className={className}>
      {fairs.map((f) => (
        <li key={f.id}><FairCard fair={f} /></li>
      ))}
    </ul>
  );
}
