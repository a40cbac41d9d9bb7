import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FairSlot } from '../../api/contract/fairs';
import { remainingLabel } from './fairFormat';
import styles from './SlotPicker.module.css';

/** The fair's time slots as radio buttons with what is left; full slots cannot be picked. */
export function SlotPicker({ slots, registration, describedBy, firstId, checkedValue }: { slots: FairSlot[]; registration: UseFormRegisterReturn; describedBy?: string; firstId?: string; checkedValue?: string }) {
  const first = slots.find((s) => s.remaining > 0);
  return (
    <ul className={styles.slots} aria-describedby={describedBy}>
      {slots.map((s) => {
        const full = s.remaining <= 0;
        return (
          <li key={s.slot}>
            <label className={`${styles.slot} ${full ? styles.full : ''}`}>
              <input type="radio" id={s === first ? firstId : undefined} value={s.hold_time} disabled={full} defaultChecked={checkedValue === s.hold_time} {...registration} aria-invalid={describedBy ? true : undefined} />
              <span className={styles.time}>{s.hold_time}</span>
              <span className={`${styles.left} nobr`}>{remainingLabel(s.remaining)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
