import styles from './StaticMap.module.css';

/**
 * Where the hall is, without a map service: the address, how to get there and a link that opens
 * the visitor's own map application at the hall (never bare coordinates).
 */
export function StaticMap({ lat, lng, label, address, access }: { lat: number; lng: number; label: string; address: string; access?: string }) {
  const query = encodeURIComponent(`${label} ${address}`);
  const mapLink = `https://www.google.com/maps/search/?api=1&query=${query}&center=${lat.toFixed(5)},${lng.toFixed(5)}`;
  return (
    <div className={styles.map}>
      <p className={styles.heading}>
        <svg viewBox="0 0 24 24" className={styles.pin} aria-hidden="true" focusable="false">
          <path d="M12 2C8 2 5 5 5 9c0 5.3 7 13 7 13s7-7.7 7-13c0-4-3-7-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
        </svg>
        <span>{address}</span>
      </p>
      {access ? <p className={styles.access}>{access}</p> : null}
      <a className={styles.open} href={mapLink} target="_blank" rel="noopener noreferrer">
        地図アプリで開く<span className="visually-hidden">（新しいタブで開きます）</span>
      </a>
    </div>
  );
}
