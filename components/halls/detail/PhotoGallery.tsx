import Link from '@/components/ui/Link';
import { useId, useState, type KeyboardEvent } from 'react';
import type { Photo } from '../../../api/contract/halls';
import { PHOTO_PLACEHOLDER_MAX } from '../../../lib/constants';
import { Picture } from '../../ui/Picture';
import styles from './PhotoGallery.module.css';
import { toViewerPhotos, usePhotoViewer } from './usePhotoViewer';

export interface GallerySection {
  section: Photo['section'];
  label: string;
  count: number;
  photos: Photo[];
}

/**
 * Photos by section as tabs, up to 4 photos each in the placeholder (§9). Without JavaScript every
 * tab's link still leads to the photo page of that section.
 */
export function PhotoGallery({ hallId, sections, initial }: { hallId: number; sections: GallerySection[]; initial?: string }) {
  const withPhotos = sections.filter((s) => s.count > 0);
  const [active, setActive] = useState(withPhotos.find((s) => s.section === initial)?.section ?? withPhotos[0]?.section);
  const baseId = useId();
  const shown = withPhotos.find((s) => s.section === active);
  const { opener, viewer } = usePhotoViewer(toViewerPhotos(shown?.photos ?? [], (p) => p.caption || `${shown?.label ?? ''}の写真`));
  if (withPhotos.length === 0) return <p className={styles.empty}>写真はまだありません。</p>;
  const onKey = (e: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const target = withPhotos[(next + withPhotos.length) % withPhotos.length];
    setActive(target.section);
    document.getElementById(`${baseId}-tab-${target.section}`)?.focus();
  };
  return (
    <div className={styles.gallery}>
      {viewer}
      <div role="tablist" aria-label="写真のカテゴリ" className={styles.tabs}>
        {withPhotos.map((s, i) => (
          <a
            key={s.section}
            id={`${baseId}-tab-${s.section}`}
            role="tab"
            href={`/halls/${hallId}/photos?section=${s.section}`}
            aria-selected={s.section === active}
            aria-controls={`${baseId}-panel-${s.section}`}
            tabIndex={s.section === active ? 0 : -1}
            className={s.section === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={(e) => {
              e.preventDefault();
              setActive(s.section);
            }}
            onKeyDown={(e) => onKey(e, i)}
          >
            {s.label}
            <span className={styles.count}>{s.count}</span>
          </a>
        ))}
      </div>
      {withPhotos.map((s) => (
        <div key={s.section} id={`${baseId}-panel-${s.section}`} role="tabpanel" aria-labelledby={`${baseId}-tab-${s.section}`} hidden={s.section !== active} className={styles.panel}>
          <ul className={styles.grid}>
            {s.photos.slice(0, PHOTO_PLACEHOLDER_MAX).map((p, i) => (
              <li key={p.id} className={i === 0 ? styles.first : undefined}>
                {opener(i, <Picture src={p.image_url} alt={p.caption || `${s.label}の写真`} width={i === 0 ? 670 : 320} height={i === 0 ? 447 : 213} sizes={i === 0 ? '(max-width: 767px) 100vw, 600px' : '(max-width: 767px) 33vw, 300px'} priority={i === 0 && s.section === active} className={styles.photo} />)}
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link href={`/halls/${hallId}/photos?section=${s.section}`}>{s.label}の写真をすべて見る（{s.count}枚）</Link>
          </p>
        </div>
      ))}
    </div>
  );
}
