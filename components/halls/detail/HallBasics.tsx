import type { Hall } from '../../../api/contract/halls';
import type { MapTiles } from '../../../lib/mapTiles';
import { staticIsland } from '../../ui/StaticIsland';
import { StaticMap } from './StaticMap';
import styles from './HallBasics.module.css';

// The facts are plain HTML: their code (and the vocabularies' words) only loads to draw another hall's (StaticIsland).
const Facts = staticIsland(
  typeof window === 'undefined' ? (require('./HallFacts') as typeof import('./HallFacts')).HallFacts : null,
  () => import('./HallFacts').then((m) => m.HallFacts),
);

/** The hall's facts (HallFacts) beside its map position (a map with `mapTiles`). */
export function HallBasics({ hall, mapTiles }: { hall: Hall; mapTiles?: MapTiles | null }) {
  return (
    <div className={styles.wrap}>
      <Facts hall={hall} />
      <StaticMap lat={hall.lat} lng={hall.lng} label={hall.name} address={hall.address} access={hall.station_name && hall.walk_minutes ? `${hall.station_name}駅から徒歩${hall.walk_minutes}分` : hall.access} tiles={mapTiles} />
    </div>
  );
}
