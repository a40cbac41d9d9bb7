import { useState } from 'react';
import type { HallVideo } from '../../../api/contract/directory';
import { formatDateJa, formatDuration } from '../../../lib/format';
import { imageUrl } from '../../../lib/image';
import { Section } from '../../ui/Section';
import styles from './HallVideoList.module.css';

/** One video: the player (nothing loads before play), its title, length and publication date. */
function HallVideoItem({ video }: { video: HallVideo }) {
  const [failed, setFailed] = useState(false);
  const titleId = `hall-video-${video.id}`;
  const length = formatDuration(video.duration_seconds);
  const poster = imageUrl(video.thumbnail_url, { width: 640, height: 360, fit: 'cover' });
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.frame}>
        {failed ? (
          <p className={styles.failed} role="alert" style={{ backgroundImage: `url("${poster}")` }}>
            <span>動画を再生できませんでした</span>
          </p>
        ) : (
          <video className={styles.video} src={video.video_url} poster={poster} controls playsInline preload="none" width={640} height={360} aria-labelledby={titleId} onError={() => setFailed(true)}>
            お使いのブラウザでは動画を再生できません。
          </video>
        )}
      </div>
      <h3 id={titleId} className={styles.title}>{video.title}</h3>
      <p className={styles.meta}>
        <span>再生時間 <time dateTime={`PT${video.duration_seconds}S`}>{length}</time></span>
        <span><time dateTime={video.published_at}>{formatDateJa(video.published_at, false)}</time>公開</span>
      </p>
    </article>
  );
}

/** The hall page's 「動画」 section; nothing at all when the hall has no videos. */
export function HallVideoList({ videos }: { videos: HallVideo[] }) {
  if (videos.length === 0) return null;
  return (
    <Section id="videos" title="動画">
      <ul className={styles.list}>
        {videos.map((v) => (
          <li key={v.id}>
            <HallVideoItem video={v} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
