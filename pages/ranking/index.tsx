import type { GetServerSideProps } from 'next';
import { RankingView } from '../../components/halls/ranking/RankingView';
import { RANKING_DEFAULT_PREFECTURE } from '../../lib/constants';
import { loadRanking, type RankingPageProps } from '../../lib/halls/rankingLoader';

/** /ranking: the default prefecture's ranking (tokyo, §9); its canonical URL is /ranking/tokyo. */
export default RankingView;

export const getServerSideProps: GetServerSideProps<RankingPageProps> = async (ctx) => {
  const props = await loadRanking(ctx, { prefecture: RANKING_DEFAULT_PREFECTURE });
  return props ? { props } : { notFound: true };
};
