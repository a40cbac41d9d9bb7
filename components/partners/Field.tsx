import { useId, type ReactNode } from 'react';
import styles from './Partner.module.css';

/** A labelled field of a console form, with an optional hint the control is described by. */
export function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string, hintId?: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint ? <p id={`${id}-hint`} className={styles.meta}>{hint}</p> : null}
    </div>
  );
}
