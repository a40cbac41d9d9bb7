import type { MagazinePost } from '../../api/contract/magazine';
import { PostCard } from './PostCard';
import styles from './PostList.module.css';

/** Articles as a list on phones, a grid from tablet width up. */
export function PostList({ posts, label, headingLevel = 3 }: { posts: MagazinePost[]; label?: string; headingLevel?: 2 | 3 }) {
  if (!posts.length) return <p className={styles.empty}>記事はまだありません。</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {posts.map((p, i) => (
        <li key={p.post_id}>
          <PostCard post={p} headingLevel={headingLevel} priority={i < 2} />
        </li>
      ))}
    </ul>
  );
}
