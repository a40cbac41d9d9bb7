import { useState, type ChangeEvent } from 'react';
import type { Album, BridePhoto } from '@/api/contract/brides';
import { BRIDE_PHOTO_SECTIONS, BRIDE_PHOTO_SECTION_LABELS, type BridePhotoSection } from '@/lib/brides/vocabulary';
import { imageUrl } from '@/lib/image';
import { useAppDispatch } from '@/store/hooks';
import { bridesActions, changeMyAlbum, changeMyPhoto, removeMyAlbum, removeMyPhoto, uploadPhoto } from '@/store/slices/brides';
import styles from './Editor.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

function PhotoRow({ photo, index, count, onMove }: { photo: BridePhoto; index: number; count: number; onMove(from: number, to: number): void }) {
  const dispatch = useAppDispatch();
  const [caption, setCaption] = useState(photo.caption);
  const [section, setSection] = useState<BridePhotoSection>(photo.section);
  const label = `${index + 1}枚目`;
  return (
    <li className={styles.photo}>
      <img src={imageUrl(photo.photo_url, { width: 192, height: 192, fit: 'cover' })} alt={photo.caption || label} width={96} height={96} loading="lazy" decoding="async" className={styles.thumb} />
      <div className={styles.photoFields}>
        <label htmlFor={`caption-${photo.id}`}>{label}のキャプション</label>
        <input id={`caption-${photo.id}`} value={caption} maxLength={100} onChange={(e) => setCaption(e.target.value)} className={styles.input} />
        <label htmlFor={`section-${photo.id}`}>{label}のシーン</label>
        <select id={`section-${photo.id}`} value={section} onChange={(e) => setSection(e.target.value as BridePhotoSection)} className={styles.input}>
          {BRIDE_PHOTO_SECTIONS.map((s) => <option key={s} value={s}>{BRIDE_PHOTO_SECTION_LABELS[s]}</option>)}
        </select>
        <div className={styles.row}>
          <button type="button" className={styles.small} onClick={() => void dispatch(changeMyPhoto({ photoId: photo.id, caption, section }))}>保存</button>
          <button type="button" className={styles.small} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`${label}を前へ移動`}>↑</button>
          <button type="button" className={styles.small} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`${label}を後ろへ移動`}>↓</button>
          <button type="button" className={styles.danger} onClick={() => void dispatch(removeMyPhoto(photo.id))} aria-label={`${label}を削除`}>削除</button>
        </div>
      </div>
    </li>
  );
}

/** One of her albums: its name, its photos (caption, scene, order, delete) and adding photos. */
export function AlbumEditor({ album }: { album: Album }) {
  const dispatch = useAppDispatch();
  const [title, setTitle] = useState(album.album_title);
  const [section, setSection] = useState<BridePhotoSection>('other');

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (!files.length) return;
    dispatch(bridesActions.queueUploads(files.length));
    // One at a time: phones' photos are large, and the order they were chosen is kept.
    for (const file of files) await dispatch(uploadPhoto({ albumId: album.id, file, section }));
  };
  const move = (from: number, to: number) => {
    const ids = album.photo_list.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    void dispatch(changeMyAlbum({ albumId: album.id, photo_ids: ids }));
  };

  return (
    <section className={styles.panel} aria-labelledby={`album-${album.id}-title`}>
      <h3 id={`album-${album.id}-title`}>{album.album_title}（{album.photo_count}枚）</h3>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`album-${album.id}-name`}>アルバム名</label>
          <input id={`album-${album.id}-name`} value={title} maxLength={30} onChange={(e) => setTitle(e.target.value)} className={styles.input} />
        </div>
        <button type="button" className={styles.secondary} onClick={() => void dispatch(changeMyAlbum({ albumId: album.id, title }))}>名前を保存</button>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`album-${album.id}-section`}>追加する写真のシーン</label>
          <select id={`album-${album.id}-section`} value={section} onChange={(e) => setSection(e.target.value as BridePhotoSection)} className={styles.input}>
            {BRIDE_PHOTO_SECTIONS.map((s) => <option key={s} value={s}>{BRIDE_PHOTO_SECTION_LABELS[s]}</option>)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`album-${album.id}-files`} className={styles.fileLabel}>写真を追加（JPEG・PNG・WebP・HEIC、1枚15MBまで）</label>
          <input id={`album-${album.id}-files`} type="file" accept={ACCEPT} multiple onChange={(e) => void onFiles(e)} />
        </div>
      </div>
      {album.photo_list.length ? (
        <ol className={styles.photos} aria-label={`${album.album_title}の写真`}>
          {album.photo_list.map((p, i) => <PhotoRow key={p.id} photo={p} index={i} count={album.photo_list.length} onMove={move} />)}
        </ol>
      ) : (
        <p className={styles.hint}>まだ写真がありません。</p>
      )}
      <button type="button" className={styles.danger} onClick={() => void dispatch(removeMyAlbum(album.id))}>このアルバムを削除</button>
    </section>
  );
}
