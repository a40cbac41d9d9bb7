import type { GetServerSideProps } from 'next';
import type { z } from 'zod';
import { attendanceCandidate, listAttendanceCandidates } from '@/api/contract/memberReviews';
import { StaffActions } from '@/components/rewards/StaffButton';
import styles from '@/components/rewards/Rewards.module.css';
import { StaffPage } from '@/components/rewards/StaffPage';
import { formatDateJa } from '@/lib/format';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadStaffPage } from '@/lib/rewards/staffPage';

export interface StaffAttendancesProps {
  meta: PageMeta;
  items: z.infer<typeof attendanceCandidate>[];
}

/** /staff/attendances: the hall confirms that a member came to the fair she reserved on musubi. */
export default function StaffAttendancesPage({ meta, items }: StaffAttendancesProps) {
  return (
    <StaffPage meta={meta} path="/staff/attendances" lead="来館を確認すると、その方は式場の口コミを投稿できるようになります。紹介コードで登録した方のはじめてのフェアなら、紹介特典のギフト券も発行されます。" items={items} empty="確認できる予約はありません。">
      {(r) => (
        <li key={r.reservation_id} className={styles.card}>
          <h2 style={{ fontSize: '1rem', margin: '0 0 4px' }}>{r.member_nickname}さん</h2>
          <p className={styles.meta}>{r.hall_name} ・ {formatDateJa(r.fair_date)} {r.hold_time}</p>
          {r.confirmed ? <p className={styles.state} data-state="approved">来館確認済み</p> : <StaffActions id={r.reservation_id} approve="attendance" label="来館を確認する" />}
        </li>
      )}
    </StaffPage>
  );
}

export const getServerSideProps: GetServerSideProps<StaffAttendancesProps> = (ctx) =>
  loadStaffPage(ctx, async (api) => ({ meta: pageMeta('/staff/attendances', 'フェアの来館確認', 'スタッフ用：フェアの来館確認', { noindex: true }), items: (await api.call(listAttendanceCandidates, {})).items }));
