import type { ReactNode } from 'react';
import type { Hall } from '../../../api/contract/halls';
import { CEREMONY_STYLES, FEATURES } from '../../../api/contract/searchVocabulary';
import { formatMan } from '../../../lib/format';
import { labelsOf } from '../../../lib/vocabularyLabel';
import styles from './HallBasics.module.css';

/** Address, telephone, access, service type, capacity and cost, ceremony styles and features, as a list. */
export function HallFacts({ hall }: { hall: Hall }) {
  const rows: [string, ReactNode][] = [
    ['式場名', hall.name],
    ['住所', <>{hall.postal_code ? `〒${hall.postal_code} ` : ''}{hall.address}</>],
    ['電話番号', <a href={`tel:${hall.tel.replace(/[^\d+]/g, '')}`}>{hall.tel}</a>],
    ['アクセス', <>{hall.access}{hall.station_name && hall.walk_minutes ? <><br />{hall.station_name}駅から徒歩{hall.walk_minutes}分</> : null}</>],
    ['式場タイプ', hall.service_name],
    ['収容人数', `${hall.capacity_min}〜${hall.capacity_max}名`],
    ['費用目安', hall.price_range ? `${hall.price_range}（平均 ${formatMan(hall.cost)}）` : formatMan(hall.cost)],
  ];
  // These two vocabularies only, not lib/vocabulary's every one: the hall page's first load stays small.
  const ceremonyStyles = labelsOf(CEREMONY_STYLES, hall.ceremony_styles);
  const features = labelsOf(FEATURES, hall.features);
  if (ceremonyStyles.length) rows.push(['挙式スタイル', ceremonyStyles.join('・')]);
  if (features.length) rows.push(['こだわり', features.join('・')]);
  return (
    <dl className={styles.list}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
