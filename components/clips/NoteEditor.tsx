import { useId, useState } from 'react';
import { NOTE_MAX } from '../../api/contract/clipLimits';
import { useAppDispatch } from '../../store/hooks';
import { saveHallClipNote } from '../../store/slices/clips';
import styles from './Clips.module.css';

/**
 * The couple's own memo on a clipped hall, saved on demand. It is hers alone unless she ticks
 * the choice to show it on the lists she shares, which is said where she writes it.
 */
export function NoteEditor({ clipId, hallName, initial, initialShared = false }: { clipId: number; hallName: string; initial: string; initialShared?: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [note, setNote] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [shared, setShared] = useState(initialShared);
  const [savedShared, setSavedShared] = useState(initialShared);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setState('saving');
    const result = await dispatch(saveHallClipNote({ id: clipId, note, note_shared: shared }));
    if (saveHallClipNote.fulfilled.match(result)) {
      setSaved(result.payload.note);
      setNote(result.payload.note);
      setSavedShared(result.payload.note_shared);
      setShared(result.payload.note_shared);
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
        aria-describedby={`${id}-privacy ${id}-status`}
        aria-label={`${hallName}のメモ`}
        onChange={(e) => {
          setNote(e.target.value);
          if (state !== 'saving') setState('idle');
        }}
      />
      <p id={`${id}-privacy`} className={styles.notePrivacy}>
        {shared ? 'このメモは、共有したクリップリストを見る人にも表示されます。' : 'このメモはあなただけが見られます。共有したクリップリストには表示されません。'}
      </p>
      <label className={styles.noteShare}>
        <input type="checkbox" checked={shared} onChange={(e) => { setShared(e.target.checked); if (state !== 'saving') setState('idle'); }} />
        共有リストにもこのメモを表示する
      </label>
      <div className={styles.noteRow}>
        <button type="button" className={styles.btn} onClick={save} disabled={state === 'saving' || (note === saved && shared === savedShared)}>
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
