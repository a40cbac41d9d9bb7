import styles from './ReservationForm.module.css';

const STEPS = [
  ['input', '入力'],
  ['confirm', '確認'],
  ['done', '完了'],
] as const;

/** 入力 → 確認 → 完了, the step she is on marked for screen readers too. */
export function ReservationSteps({ current }: { current: (typeof STEPS)[number][0] }) {
  return (
    <ol className={styles.steps} aria-label="予約の手順">
      {STEPS.map(([key, label], i) => (
        <li key={key} className={key === current ? styles.stepCurrent : undefined} aria-current={key === current ? 'step' : undefined}>
          <span aria-hidden="true">{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}
