import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { PartnerPhoto } from '../../api/contract/partnerPhotos';
import { imageUrl } from '../../lib/image';
import { useAct } from './ActionButton';
import styles from './Partner.module.css';

export interface PhotoItemProps {
  hallId: number;
  photo: PartnerPhoto;
  index: number;
  count: number;
  /** `focus`: what keeps the focus after the move (its button, or the photo for the arrow keys). */
  onMove: (from: number, to: number, focus: 'prev' | 'next' | 'key') => void;
  onChanged: (p: PartnerPhoto) => void;
  onCover: (id: number) => void;
  onDeleted: (id: number) => void;
  drag: { onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void };
}

/**
 * One official photo: its caption, cover, delete, and its place in the section — by dragging, by
 * the 「前へ」「後へ」 buttons, or by the arrow keys on the photo.
 */
export function PhotoItem({ hallId, photo, index, count, onMove, onChanged, onCover, onDeleted, drag }: PhotoItemProps) {
  const [caption, setCaption] = useState(photo.caption);
  const [confirm, setConfirm] = useState(false);
  const { run, busy, alert } = useAct();
  const label = `${photo.section_label}の${index + 1}枚目`;
  const saveCaption = async () => {
    const res = await run({ type: 'photo', hallId, id: photo.id, caption });
    if (res && res.type === 'photo') onChanged(res.photo);
  };
  const makeCover = async () => {
    const res = await run({ type: 'photo', hallId, id: photo.id, is_cover: true });
    if (res && res.type === 'photo') onCover(photo.id);
  };
  const remove = async () => {
    const res = await run({ type: 'photoDelete', hallId, id: photo.id });
    if (res) onDeleted(photo.id);
  };
  const onKey = (e: KeyboardEvent) => {
    if ((e.key === 'ArrowUp' || e.key === 'ArrowLeft') && index > 0) { e.preventDefault(); onMove(index, index - 1, 'key'); }
    if ((e.key === 'ArrowDown' || e.key === 'ArrowRight') && index < count - 1) { e.preventDefault(); onMove(index, index + 1, 'key'); }
  };
  return (
    <li className={styles.card} data-testid="photo" data-photo-id={photo.id} draggable onDragStart={drag.onDragStart} onDragOver={drag.onDragOver} onDrop={drag.onDrop}>
      {/* The photo itself takes focus so the arrow keys move it; the buttons below do the same. */}
      <img
        src={imageUrl(photo.image_url, { width: 320, height: 240, fit: 'cover' })} alt={photo.caption || label} width={160} height={120} loading="lazy" decoding="async"
        tabIndex={0} onKeyDown={onKey} aria-describedby={`move-hint-${photo.id}`} data-move={`${photo.id}-key`}
      />
      <p id={`move-hint-${photo.id}`} className={styles.meta}>{label}{photo.is_cover ? <> <span className={styles.badge} data-status="new">カバー写真</span></> : null}（矢印キーで並べ替え）</p>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} disabled={index === 0} aria-label={`${label}を前へ`} data-move={`${photo.id}-prev`} onClick={() => onMove(index, index - 1, 'prev')}>前へ</button>
        <button type="button" className={styles.secondary} disabled={index === count - 1} aria-label={`${label}を後へ`} data-move={`${photo.id}-next`} onClick={() => onMove(index, index + 1, 'next')}>後へ</button>
      </div>
      <div className={styles.field}>
        <label htmlFor={`caption-${photo.id}`}>{label}のキャプション</label>
        <input id={`caption-${photo.id}`} className={styles.input} value={caption} maxLength={100} onChange={(e) => setCaption(e.target.value)} />
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} disabled={busy || caption === photo.caption} onClick={saveCaption}>キャプションを保存</button>
        {photo.is_cover ? null : <button type="button" className={styles.secondary} disabled={busy} onClick={makeCover} aria-label={`${label}をカバー写真にする`}>カバー写真にする</button>}
        <button type="button" className={styles.secondary} onClick={() => setConfirm(true)} aria-label={`${label}を削除`}>削除</button>
      </div>
      {confirm ? (
        <div role="group" aria-label="削除の確認" className={styles.row}>
          <span>この写真を削除しますか？</span>
          <button type="button" className={styles.button} disabled={busy} onClick={remove}>削除する</button>
          <button type="button" className={styles.secondary} onClick={() => setConfirm(false)}>やめる</button>
        </div>
      ) : null}
      {alert}
    </li>
  );
}
