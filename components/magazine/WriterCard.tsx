import Link from '@/components/ui/Link';
import type { Writer } from '../../api/contract/magazine';
import { Picture } from '../ui/Picture';
import styles from './WriterCard.module.css';

/** A writer's avatar, name, profile and article count; `linked` makes the name a link to the writer's page. */
export function WriterCard({ writer, linked = true, headingLevel = 3 }: { writer: Writer; linked?: boolean; headingLevel?: 1 | 2 | 3 }) {
  const Heading = (`h${headingLevel}` as 'h1' | 'h2' | 'h3');
  return (
    <div className={styles.card}>
      <Picture src={writer.avatar_url} alt="" width={72} height={72} className={styles.avatar} />
      <div className={styles.body}>
        <Heading className={styles.name}>{linked ? <Link href={writer.permalink}>{writer.display_name}</Link> : writer.display_name}</Heading>
        <p className={styles.count}>記事数 {writer.posts_count}件{writer.specialties.length ? `・${writer.specialties.join('／')}` : ''}</p>
        <p className={styles.description}>{writer.description}</p>
        {writer.url ? <p className={styles.site}><a href={writer.url} rel="noopener noreferrer nofollow" target="_blank">ライターのサイト</a></p> : null}
      </div>
    </div>
  );
}
