import type { MouseEvent } from 'react';
import { magazinePaths, RANKING_TERMS, type RankingTerm } from '../../api/contract/magazinePaths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchRanking, rankingActions } from '../../store/slices/ranking';
import { RankingList } from './RankingList';
import styles from './RankingTabs.module.css';

export const TERM_LABELS: Record<RankingTerm, string> = { day: 'デイリー', week: 'ウィークリー', month: 'マンスリー' };

/**
 * The article ranking with day/week/month tabs. Each tab is a link to the server-rendered
 * ranking of its term, so it works without JavaScript; with it, the term switches in place
 * through the ranking slice (loaded once per term).
 */
export function RankingTabs({ idPrefix = 'ranking' }: { idPrefix?: string }) {
  const dispatch = useAppDispatch();
  const { term, articles, fetching, error } = useAppSelector((s) => s.ranking);
  const current = articles[term];

  const choose = (e: MouseEvent<HTMLAnchorElement>, next: RankingTerm) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    dispatch(rankingActions.selectTerm(next));
    if (!articles[next]) dispatch(fetchRanking({ term: next })).unwrap().catch(() => undefined);
  };

  return (
    <div className={styles.wrap}>
      <div role="tablist" aria-label="ランキングの期間" className={styles.tabs}>
        {RANKING_TERMS.map((t) => (
          <a
            key={t}
            id={`${idPrefix}-tab-${t}`}
            role="tab"
            href={magazinePaths.ranking(t)}
            aria-selected={t === term}
            aria-controls={`${idPrefix}-panel`}
            className={`${styles.tab} ${t === term ? styles.active : ''}`}
            onClick={(e) => choose(e, t)}
          >
            {TERM_LABELS[t]}
          </a>
        ))}
      </div>
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${term}`} aria-busy={fetching} data-term={term} className={styles.panel}>
        {error && !current ? (
          <p role="alert" className={styles.error}>ランキングを読み込めませんでした。時間をおいてもう一度お試しください。</p>
        ) : current ? (
          <RankingList articles={current} label={`${TERM_LABELS[term]}ランキング`} />
        ) : (
          <p className={styles.loading}>読み込み中…</p>
        )}
      </div>
    </div>
  );
}
