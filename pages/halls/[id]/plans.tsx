import type { GetServerSideProps } from 'next';
import type { EndpointOutput } from '../../../api/contract/define';
import { getHallBenefits, getHallPlans } from '../../../api/contract/halls';
import { BenefitList } from '../../../components/halls/detail/BenefitList';
import { HallSubPage } from '../../../components/halls/detail/HallSubPage';
import { PlanList } from '../../../components/halls/detail/PlanList';
import { breadcrumbJsonLd } from '../../../components/ui/Breadcrumbs';
import { Pagination } from '../../../components/ui/Pagination';
import { Section } from '../../../components/ui/Section';
import { Seo } from '../../../components/ui/Seo';
import { emptyPage, part } from '../../../lib/halls/hallLoader';
import { hrefWith } from '../../../lib/halls/query';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import { loadHallSub, pageParam, type HallSubBase } from '../../../lib/halls/subPage';

interface Props extends HallSubBase {
  meta: PageMeta;
  plans: EndpointOutput<typeof getHallPlans>;
  benefits: EndpointOutput<typeof getHallBenefits>['items'];
}

export default function HallPlansPage({ hall, crumbs, base, meta, plans, benefits }: Props) {
  const path = `/halls/${hall.id}/plans`;
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="plans" heading={`${hall.name}のウェディングプラン`}>
        {benefits.length ? (
          <Section id="benefits" title="成約特典">
            <BenefitList benefits={benefits} />
          </Section>
        ) : null}
        <Section id="plan-list" title={`プラン一覧（${plans.total}件）`}>
          <PlanList plans={plans.items} />
          <Pagination page={plans.page} totalPages={plans.total_pages} hrefFor={(p) => hrefWith(path, {}, { page: String(p) })} label="プランのページ" />
        </Section>
      </HallSubPage>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const loaded = await loadHallSub(ctx, { name: 'プラン', path: 'plans' });
  if (!loaded) return { notFound: true };
  const { api, base } = loaded;
  const id = base.hall.id;
  const page = pageParam(ctx.query.page);
  const [plans, benefits] = await Promise.all([
    part(api.call(getHallPlans, { id, page, per_page: 10 }), emptyPage(10)),
    part(api.call(getHallBenefits, { id }).then((r) => r.items), []),
  ]);
  return {
    props: {
      ...base,
      plans,
      benefits,
      meta: pageMeta(
        hrefWith(`/halls/${id}/plans`, {}, { page: String(page) }),
        `${base.hall.name}のウェディングプラン・特典`,
        `${base.hall.name}のウェディングプラン${plans.total}件と成約特典。人数と料金、プランに含まれる内容を比較できます。`,
      ),
    },
  };
};
