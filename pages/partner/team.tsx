import type { GetServerSideProps } from 'next';
import type { z } from 'zod';
import type { PartnerHall } from '@/api/contract/partners';
import { listAuditLog, listPartnerMembers, type auditEntry, type partnerMember } from '@/api/contract/partnerDesk';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import { TeamManager } from '@/components/partners/TeamManager';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerTeamProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  members: z.infer<typeof partnerMember>[];
  log: z.infer<typeof auditEntry>[];
}

/** /partner/team: the hall's people and its audit log (owners only: a staff seat answers 404). */
export default function PartnerTeamPage({ meta, hall, halls, members, log }: PartnerTeamProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/team" hall={hall} halls={halls}>
      <TeamManager key={hall.id} hallId={hall.id} members={members} log={log} />
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerTeamProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => {
    const [members, log] = await Promise.all([api.call(listPartnerMembers, { hall_id: hall.id }), api.call(listAuditLog, { hall_id: hall.id })]);
    return { meta: pageMeta('/partner/team', 'メンバー・操作履歴', '式場の管理画面：メンバーの招待と操作履歴', { noindex: true }), members: members.items, log: log.items };
  }) as never;
