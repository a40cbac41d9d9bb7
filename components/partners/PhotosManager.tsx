import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { PartnerPhoto } from '../../api/contract/partnerPhotos';
import { PHOTO_SECTIONS, PHOTO_SECTION_LABELS, type PhotoSection } from '../../lib/constants';
import { moveItem } from '../../lib/partners/reorder';
import { useAct } from './ActionButton';
import { Field } from './Field';
import { PhotoItem } from './PhotoItem';
import styles from './Partner.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * /partner/photos: upload by section (the server's upload pipeline checks, strips and re-encodes),
 * then each section's photos in their order. A move is shown at once, saved, and announced to
 * screen readers; a refused save puts the order back and says why.
 */
export function PhotosManager({ hallId, photos: initial, max }: { hallId: number; photos: PartnerPhoto[]; max: number }) {
  const [photos, setPhotos] = useState(initial);
  const [section, setSection] = useState<PhotoSection>('ceremony');
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focus, setFocus] = useState<string | null>(null);
  const dragged = useRef<{ section: PhotoSection; index: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useAct();
  const order = useAct();

  useEffect(() => {
    if (!focus) return;
    const el = document.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`);
    // A button at the end of the list is disabled: the photo itself keeps the focus then.
    (el && !el.disabled ? el : document.querySelector<HTMLElement>(`[data-move="${focus.split('-')[0]}-key"]`))?.focus();
  }, [focus, photos]);

  const inSection = (s: PhotoSection) => photos.filter((p) => p.section === s);

  const move = async (s: PhotoSection, from: number, to: number, focusOn?: string) => {
    const before = photos;
    const list = moveItem(inSection(s), from, to);
    if (list.every((p, i) => p.id === inSection(s)[i].id)) return;
    setPhotos(PHOTO_SECTIONS.flatMap((x) => (x === s ? list : before.filter((p) => p.section === x))));
    setFocus(focusOn ?? null);
    setAnnounce(`${PHOTO_SECTION_LABELS[s]}：「${list[to].caption || '写真'}」を${to + 1}枚目に移動しました`);
    const res = await order.run({ type: 'photoOrder', hallId, section: s, ids: list.map((p) => p.id) });
    if (!res) {
      setPhotos(before);
      setAnnounce('並べ替えを保存できませんでした');
    }
  };

  const send = async () => {
    if (!file) return;
    const res = await upload.run({ type: 'photoUpload', hallId, file, section, caption });
    if (res && res.type === 'photoUpload') {
      setPhotos((list) => [...list, res.photo]);
      setCaption('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setAnnounce(`${PHOTO_SECTION_LABELS[section]}に写真を追加しました`);
    }
  };

  const dragFor = (s: PhotoSection, index: number) => ({
    onDragStart: (e: DragEvent) => {
      dragged.current = { section: s, index };
      e.dataTransfer?.setData('text/plain', String(index));
    },
    onDragOver: (e: DragEvent) => {
      if (dragged.current?.section === s) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      if (from && from.section === s) void move(s, from.index, index);
    },
  });

  return (
    <>
      <section aria-labelledby="photo-upload" className={styles.card}>
        <h2 id="photo-upload">写真を追加</h2>
        <p className={styles.meta}>JPEG・PNG・WebP・HEIC、1枚15MBまで。位置情報などの撮影データは削除して公開されます（{photos.length}／{max}枚）。</p>
        <div className={styles.pair}>
          <Field label="カテゴリー">{(id) => (
            <select id={id} className={styles.input} value={section} onChange={(e) => setSection(e.target.value as PhotoSection)}>
              {PHOTO_SECTIONS.map((s) => <option key={s} value={s}>{PHOTO_SECTION_LABELS[s]}</option>)}
            </select>
          )}</Field>
          <Field label="キャプション" hint="100文字以内（任意）">{(id, h) => <input id={id} aria-describedby={h} className={styles.input} maxLength={100} value={caption} onChange={(e) => setCaption(e.target.value)} />}</Field>
        </div>
        <Field label="写真ファイル">{(id) => <input id={id} ref={fileInput} type="file" accept={ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}</Field>
        {upload.alert}
        <div className={styles.row}>
          <button type="button" className={styles.button} disabled={!file || upload.busy} onClick={send}>{upload.busy ? 'アップロード中…' : 'アップロード'}</button>
        </div>
      </section>
      <p role="status" aria-live="polite" className={styles.meta} data-testid="photo-announce">{announce}</p>
      {order.alert}
      {PHOTO_SECTIONS.filter((s) => inSection(s).length).map((s) => (
        <section key={s} aria-labelledby={`photos-${s}`}>
          <h2 id={`photos-${s}`}>{PHOTO_SECTION_LABELS[s]}（{inSection(s).length}枚）</h2>
          <ol className={styles.cards}>
            {inSection(s).map((p, i, list) => (
              <PhotoItem
                key={p.id} hallId={hallId} photo={p} index={i} count={list.length} drag={dragFor(s, i)}
                onMove={(from, to, via) => void move(s, from, to, `${p.id}-${via}`)}
                onChanged={(changed) => setPhotos((all) => all.map((x) => (x.id === changed.id ? changed : x)))}
                onCover={(id) => { setPhotos((all) => all.map((x) => ({ ...x, is_cover: x.id === id }))); setAnnounce('カバー写真を変更しました'); }}
                onDeleted={(id) => { setPhotos((all) => all.filter((x) => x.id !== id)); setAnnounce('写真を削除しました'); }}
              />
            ))}
          </ol>
        </section>
      ))}
      {photos.length ? null : <p className={styles.meta}>まだ写真がありません。</p>}
    </>
  );
}
