import Link from '@/components/ui/Link';
import type { PrefectureEditorial as Data } from '@/lib/halls/prefectureEditorial';
import { formatDateJa } from '@/lib/format';
import { HallMiniRow } from '../HallMiniCard';
import { Picture } from '../../ui/Picture';
import { Section } from '../../ui/Section';
import styles from './PrefectureEditorial.module.css';

/**
 * A prefecture landing's editorial parts: the halls with a paid placement (marked PR), weddings
 * the editors picked, and the editors' columns about marrying there.
 */
export function PrefectureEditorial({ editorial }: { editorial: Data }) {
  const { name, prHalls, pickupWeddings, posts } = editorial;
  return (
    <>
      {prHalls.length ? (
        <Section id="pr-halls" title={`${name}の注目の式場`} lead="掲載料をいただいている式場（PR）です。">
          <HallMiniRow halls={prHalls} label={`${name}の注目の式場（PR）`} />
        </Section>
      ) : null}
      {pickupWeddings.length ? (
        <Section id="pickup-weddings" title={`${name}のピックアップウェディング`} belowFold>
          <ul className={styles.cards} aria-label={`${name}のピックアップウェディング`}>
            {pickupWeddings.map((w) => (
              <li key={w.id} className={styles.card}>
                {w.image_url ? <Picture src={w.image_url} alt="" width={320} height={213} className={styles.image} /> : null}
                <h3 className={styles.title}>{w.title}</h3>
                <p className={styles.meta}>
                  <Link href={`/halls/${w.hall_id}`}>{w.hall_name}</Link>・{formatDateJa(w.wedding_date, false)}・{w.guest_count}名・{w.style}
                </p>
                <p className={styles.text}>{w.excerpt}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {posts.length ? (
        <Section id="prefecture-posts" title={`${name}の結婚式コラム`} belowFold>
          <ul className={styles.posts}>
            {posts.map((p) => (
              <li key={p.id}>
                <details className={styles.post}>
                  <summary><span className={styles.title}>{p.title}</span><span className={styles.text}>{p.excerpt}</span></summary>
                  {p.body.split(/\n{2,}/).map((para) => <p key={para} className={styles.text}>{para}</p>)}
                </details>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
