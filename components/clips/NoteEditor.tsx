import { useId, useState } from 'react';
import { NOTE_MAX } from '../../api/contract/clips';
import { useAppDispatch } from '../../store/hooks';
import { saveHallClipNote } from '../../store/slices/clips';
import styles from './Clips.module.css';

/** The couple's own memo on a clipped hall, saved on demand. */
export function NoteEditor({ clipId, hallName, initial }: { clipId: number; hallName: string; initial: string }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [note, setNote] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setState('saving');
    const result = await dispatch(saveHallClipNote({ id: clipId, note }));
    if (saveHallClipNote.fulfilled.match(result)) {
      setSaved(result.payload.note);
      setNote(result.payload.note);
      setState('saved');
      setError(null);
    } else {
      setState('error');
      setError(result.payload ?? 'メモを保存できませんでした。もう一度お試しください');
    }
  };

  return (
    <div className={styles.note}>
      <label htmlFor={id}>メモ</label>
      <textarea
        id={id}
        value={note}
        maxLength={NOTE_MAX}
        placeholder="気になった点、見積もり、次に確認することなど"
        aria-describedby={`${id}-status`}
        aria-label={`${hallName}のメモ`}
        onChange={(e) => {
          setNote(e.target.value);
          if (state !== 'saving') setState('idle');
        }}
      />
      <div className={styles.noteRow}>
        <button type="button" className={styles.btn} onClick={save} disabled={state === 'saving' || note === saved}>
          {state === 'saving' ? '保存中...' : 'メモを保存'}
        </button>
        <span id={`${id}-status`} className={styles.saved} role="status">
          {state === 'saved' ? '保存しました' : ''}
        </span>
      </div>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}
