import type { ReactNode } from 'react';
import type { Hall } from '../../../api/contract/halls';
import { formatMan } from '../../../lib/format';
import type { MapTiles } from '../../../lib/mapTiles';
import { vocabularyLabels } from '../../../lib/vocabulary';
import { StaticMap } from './StaticMap';
import styles from './HallBasics.module.css';

/** Address, telephone, access, map position, service type, capacity and cost (a map with `mapTiles`). */
export function HallBasics({ hall, mapTiles }: { hall: Hall; mapTiles?: MapTiles | null }) {
  const rows: [string, ReactNode][] = [
    ['式場名', hall.name],
    ['住所', <>{hall.postal_code ? `〒${hall.postal_code} ` : ''}{hall.address}</>],
    ['電話番号', <a href={`tel:${hall.tel.replace(/[^\d+]/g, '')}`}>{hall.tel}</a>],
    ['アクセス', <>{hall.access}{hall.station_name && hall.walk_minutes ? <><br />{hall.station_name}駅から徒歩{hall.walk_minutes}分</> : null}</>],
    ['式場タイプ', hall.service_name],
    ['収容人数', `${hall.capacity_min}〜${hall.capacity_max}名`],
    ['費用目安', hall.price_range ? `${hall.price_range}（平均 ${formatMan(hall.cost)}）` : formatMan(hall.cost)],
  ];
  const ceremonyStyles = vocabularyLabels('ceremonyStyle', hall.ceremony_styles);
  const features = vocabularyLabels('feature', hall.features);
  if (ceremonyStyles.length) rows.push(['挙式スタイル', ceremonyStyles.join('・')]);
  if (features.length) rows.push(['こだわり', features.join('・')]);
  return (
    <div className={styles.wrap}>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <StaticMap lat={hall.lat} lng={hall.lng} label={hall.name} address={hall.address} access={hall.station_name && hall.walk_minutes ? `${hall.station_name}駅から徒歩${hall.walk_minutes}分` : hall.access} tiles={mapTiles} />
    </div>
  );
}
