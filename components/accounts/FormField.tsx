import { useId, type ReactNode } from 'react';
import styles from './AccountForm.module.css';

export interface FieldProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** A labelled field with its hint and its error message wired for screen readers. */
export function FormField({ label, required, hint, error, children, id: givenId }: { label: string; required?: boolean; hint?: string; error?: string; children: (props: FieldProps) => ReactNode; /** A fixed id (an error summary links to it). */ id?: string }) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}>必須</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, ...(required ? { 'aria-required': true } : {}) })}
      {hint ? <p id={hintId} className={styles.hint}>{hint}</p> : null}
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}
