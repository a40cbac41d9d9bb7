import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { Seo } from '../../components/ui/Seo';
import { breadcrumbJsonLd, type Crumb } from '../../components/ui/Breadcrumbs';
import { SearchView } from '../../components/halls/search/SearchView';
import { setPageCache } from '../../lib/pageCache';
import { hrefWith } from '../../lib/halls/query';
import { loadSearch, type SearchData } from '../../lib/halls/searchLoader';
import { pageSuffix, placeName } from '../../lib/halls/searchTitle';
import { pageMeta, siteUrl, type PageMeta } from '../../lib/halls/seo';

interface Props {
  data: SearchData;
  meta: PageMeta;
  crumbs: Crumb[];
  heading: string;
  base: string;
}

export default function HallSearchPage({ data, meta, crumbs, heading, base }: Props) {
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <SearchView data={data} heading={heading} crumbs={crumbs} basePath="/halls/search/" intro={<p>エリア・人数・予算・こだわり条件から、ふたりにぴったりの結婚式場を探せます。</p>} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const data = await loadSearch(serverApi(req, res), query);
  const place = placeName(data);
  const heading = `${place}の結婚式場を探す`;
  setPageCache(req, res);
  return {
    props: {
      data,
      heading,
      base: siteUrl(),
      crumbs: [{ name: 'トップ', href: '/' }, { name: '式場を探す', href: '/halls/search/' }, { name: `${place}の結婚式場` }],
      meta: pageMeta(
        hrefWith('/halls/search/', data.params),
        `${place}の結婚式場・ウェディング会場一覧（${data.result.total}件）${pageSuffix(data.page)}`,
        `${place}の結婚式場${data.result.total}件を口コミ評価・費用・人数・こだわり条件で比較。実際の費用明細や花嫁の口コミから、ふたりにぴったりの式場が見つかります。`,
        { noindex: data.ignored.length > 0 },
      ),
    },
  };
};
