import styles from './StaticMap.module.css';

/**
 * The hall's position without any external map script: a drawn map tile with a pin, the
 * coordinates, and a link that opens the visitor's own map application.
 */
export function StaticMap({ lat, lng, label, address }: { lat: number; lng: number; label: string; address: string }) {
  const coords = `${lat.toFixed(5)},${lng.toFixed(5)}`;
  const mapLink = `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=17/${lat.toFixed(5)}/${lng.toFixed(5)}`;
  return (
    <figure className={styles.map}>
      <div className={styles.tile} role="img" aria-label={`${label}の位置（北緯${lat.toFixed(4)}度、東経${lng.toFixed(4)}度）`}>
        <svg viewBox="0 0 320 180" className={styles.svg} aria-hidden="true" focusable="false">
          <rect width="320" height="180" fill="#f3efe8" />
          <path d="M0 120 C 80 100, 140 150, 320 110" stroke="#cfe3ef" strokeWidth="18" fill="none" />
          <path d="M40 0 L 90 180 M 0 60 L 320 40 M 200 0 L 230 180 M 0 150 L 320 165" stroke="#ffffff" strokeWidth="8" fill="none" />
          <path d="M120 0 L 140 180 M 0 95 L 320 85" stroke="#fbe3b6" strokeWidth="6" fill="none" />
          <rect x="240" y="55" width="46" height="26" rx="3" fill="#dcead2" />
          <rect x="20" y="20" width="40" height="28" rx="3" fill="#dcead2" />
          <g transform="translate(160 88)">
            <circle r="22" fill="rgba(180,83,106,.15)" />
            <path d="M0 -30 C -11 -30 -18 -22 -18 -13 C -18 0 0 14 0 14 C 0 14 18 0 18 -13 C 18 -22 11 -30 0 -30 Z" fill="#b4536a" />
            <circle cy="-14" r="6" fill="#fff" />
          </g>
        </svg>
      </div>
      <figcaption className={styles.caption}>
        <span>{address}</span>
        <span className={styles.coords}>緯度・経度 {coords}</span>
        <a href={mapLink} target="_blank" rel="noopener noreferrer">地図アプリで開く</a>
      </figcaption>
    </figure>
  );
}
