import Link from '@/components/ui/Link';
import type { FairDetail } from '../../api/contract/fairs';
import { Picture } from '../ui/Picture';
import { Section } from '../ui/Section';
import { FairFlagIcons } from './FairFlagIcons';
import { fairDate, fairPrice, remainingLabel } from './fairFormat';
import { ReservationForm } from './ReservationForm';
import type { FormPost } from '../../lib/form/postedForm';
import styles from './FairDetailView.module.css';

/** A fair: picture, date and slots with what is left, contents, benefits, other dates and the form. */
export function FairDetailView({ fair, today, post }: { fair: FairDetail; today: string; post?: FormPost | null }) {
  const base = `/halls/${fair.hall_id}/fairs`;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Picture src={fair.image_url} alt={`${fair.name}のイメージ`} width={720} height={480} priority className={styles.hero} />
        <dl className={styles.facts}>
          <div>
            <dt>開催日</dt>
            <dd><time dateTime={fair.hold_at}>{fairDate(fair.hold_at)}</time>{fair.is_past ? <span className={styles.past}>受付終了</span> : null}</dd>
          </div>
          <div>
            <dt>参加費</dt>
            <dd>{fairPrice(fair.price)}</dd>
          </div>
          <div>
            <dt>会場</dt>
            <dd><Link href={`/halls/${fair.hall_id}`}>{fair.hall.name}</Link><br /><span className={styles.muted}>{fair.hall.address}</span></dd>
          </div>
        </dl>

        <Section id="contents" title="フェアの内容">
          <FairFlagIcons fair={fair} all />
          {fair.description ? <p className={styles.description}>{fair.description}</p> : null}
        </Section>

        <Section id="slots" title="開催時間と空き状況">
          <table className={styles.slots}>
            <caption className="visually-hidden">{fairDate(fair.hold_at)}の時間ごとの空き状況</caption>
            <thead>
              <tr><th scope="col">時間</th><th scope="col">定員</th><th scope="col">空き状況</th></tr>
            </thead>
            <tbody>
              {fair.slots.map((s) => (
                <tr key={s.slot}>
                  <th scope="row">{s.hold_time}</th>
                  <td>{s.capacity}組</td>
                  <td className={s.remaining > 0 ? 'nobr' : `${styles.full} nobr`}>{fair.is_past ? '受付終了' : remainingLabel(s.remaining)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>

        {fair.benefits.length ? (
          <Section id="fair-benefits" title="特典">
            <ul className={styles.benefits}>
              {fair.benefits.map((b) => <li key={b}>{b}</li>)}
            </ul>
          </Section>
        ) : null}

        {fair.other_dates.length ? (
          <Section id="other-dates" title="ほかの開催日" more={{ href: base, label: 'この式場のフェア一覧' }}>
            <ul className={styles.dates}>
              {fair.other_dates.map((d) => (
                <li key={d.id}>
                  <Link href={`${base}/${d.id}#reserve`} className={styles.date}>
                    <time dateTime={d.hold_at}>{fairDate(d.hold_at)}</time>
                    <span className={`${d.remaining > 0 ? styles.muted : styles.full} nobr`}>{remainingLabel(d.remaining)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>

      <section id="reserve" className={styles.reserve} aria-labelledby="reserve-title">
        <h2 id="reserve-title" className={styles.reserveTitle}>このフェアを予約する</h2>
        <p className={styles.reserveDate}>{fairDate(fair.hold_at)}</p>
        <ReservationForm fair={fair} today={today} post={post} />
      </section>
    </div>
  );
}
