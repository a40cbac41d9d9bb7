import type { GetServerSideProps } from 'next';
import { RankingView } from '../../../components/halls/ranking/RankingView';
import { slugParam } from '../../../lib/halls/landing';
import { loadRanking, type RankingPageProps } from '../../../lib/halls/rankingLoader';

export default RankingView;

export const getServerSideProps: GetServerSideProps<RankingPageProps> = async (ctx) => {
  const slug = slugParam(ctx.params?.region_slug);
  const props = slug ? await loadRanking(ctx, { region: slug }) : null;
  return props ? { props } : { notFound: true };
};
