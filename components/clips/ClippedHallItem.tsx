import Link from '@/components/ui/Link';
import type { HallClip } from '../../api/contract/clips';
import { formatDateJa, formatPeople } from '../../lib/format';
import { CommentThread } from './CommentThread';
import { HallClipButton } from './HallClipButton';
import { NoteEditor } from './NoteEditor';
import styles from './Clips.module.css';

/** One clipped hall on the clip list: the hall, a selection box, the note and the family's comments. */
export function ClippedHallItem({ clip, selected, onSelect, selectDisabled }: { clip: HallClip; selected: boolean; onSelect(checked: boolean): void; selectDisabled: boolean }) {
  const { hall } = clip;
  const cover = hall.cover_images[0]?.image_url;
  return (
    <li className={styles.item} aria-labelledby={`clip-${clip.id}-name`}>
      <div className={styles.itemHead}>
        {cover ? <img src={cover} alt={`${hall.name}の外観`} className={styles.thumb} width={96} height={72} loading="lazy" /> : <span className={styles.thumb} aria-hidden="true" />}
        <div>
          <h3 id={`clip-${clip.id}-name`} className={styles.itemTitle}>
            <Link href={`/halls/${hall.id}`}>{hall.name}</Link>
          </h3>
          <p className={styles.facts}>
            {hall.location.overseas_destination_name ?? hall.location.area_name ?? hall.location.prefecture_name}・{hall.service_name}
            <br />
            費用目安 {hall.price_range || '要問い合わせ'}・{formatPeople(hall.capacity_min)}〜{formatPeople(hall.capacity_max)}
            <br />
            口コミ評価 {hall.rating.toFixed(1)}（{hall.rating_count}件）・{formatDateJa(clip.created_at, false)}にクリップ
          </p>
        </div>
      </div>
      <div className={styles.itemTools}>
        <label className={styles.select}>
          <input type="checkbox" checked={selected} disabled={selectDisabled && !selected} onChange={(e) => onSelect(e.target.checked)} aria-label={`${hall.name}を選択`} />
          選択
        </label>
        <HallClipButton hallId={hall.id} hallName={hall.name} />
      </div>
      <div className={styles.itemBody}>
        <NoteEditor clipId={clip.id} hallName={hall.name} initial={clip.note} initialShared={clip.note_shared} />
        <CommentThread comments={clip.comments} title="家族・パートナーからのコメント" />
      </div>
    </li>
  );
}
