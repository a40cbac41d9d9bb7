import { useState } from 'react';
import type { PartnerBenefit, PartnerPlan } from '../../api/contract/partnerPlans';
import { BenefitEditor, PlanEditor } from './PlanEditor';
import styles from './Partner.module.css';

/** The hall's plans and benefits: each one's form, and a blank one to add another. */
export function PlansManager({ hallId, plans: initialPlans, benefits: initialBenefits }: { hallId: number; plans: PartnerPlan[]; benefits: PartnerBenefit[] }) {
  const [plans, setPlans] = useState(initialPlans);
  const [benefits, setBenefits] = useState(initialBenefits);
  return (
    <>
      <section aria-labelledby="plans-title">
        <h2 id="plans-title">プラン</h2>
        <p className={styles.meta}>公開中のプランだけが式場ページに表示されます。</p>
        <ul className={styles.cards}>
          {plans.map((p) => <PlanEditor key={p.id} hallId={hallId} plan={p} />)}
          <PlanEditor hallId={hallId} plan={null} onCreated={(p) => setPlans([...plans, p])} />
        </ul>
      </section>
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">特典</h2>
        <p className={styles.meta}>公開中の特典だけが式場ページに表示されます。</p>
        <ul className={styles.cards}>
          {benefits.map((b) => <BenefitEditor key={b.id} hallId={hallId} benefit={b} />)}
          <BenefitEditor hallId={hallId} benefit={null} onCreated={(b) => setBenefits([...benefits, b])} />
        </ul>
      </section>
    </>
  );
}
