import type { ReactNode } from 'react';
import type { Hall } from '../../../api/contract/halls';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { HallActionBar } from './HallActionBar';
import { HallHeader, type HallTab } from './HallHeader';
import styles from './HallSubPage.module.css';

/** The frame of a hall's sub-page (photos, reviews, costs, plans): crumbs, header with tabs, content. */
export function HallSubPage({ hall, crumbs, current, heading, children }: { hall: Hall; crumbs: Crumb[]; current: HallTab; heading: string; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <HallHeader hall={hall} current={current} heading={heading} />
      {children}
      <HallActionBar hallId={hall.id} hallName={hall.name} tel={hall.tel} hasFair={hall.has_fair} />
    </article>
  );
}
