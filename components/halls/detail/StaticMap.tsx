import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/components/ui/useNearViewport';
import type { MapTiles } from '../../../lib/mapTiles';
import styles from './StaticMap.module.css';

interface Place {
  lat: number;
  lng: number;
  label: string;
  address: string;
  access?: string;
}

/**
 * Where the hall is: the address, how to get there and a link that opens the visitor's own map
 * application at the hall (never bare coordinates). With a tile service configured (MAP_TILE_URL,
 * passed in as `tiles`) a real map is drawn above it in the browser; the block itself is always
 * server-rendered, for crawlers and visitors without JavaScript.
 */
export function StaticMap({ lat, lng, label, address, access, tiles }: Place & { tiles?: MapTiles | null }) {
  const block = <AddressBlock lat={lat} lng={lng} label={label} address={address} access={access} />;
  if (!tiles) return block;
  return (
    <div className={styles.withMap}>
      <TileMap lat={lat} lng={lng} label={label} address={address} tiles={tiles} />
      {block}
    </div>
  );
}

function AddressBlock({ lat, lng, label, address, access }: Place) {
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

/**
 * A box of fixed height (nothing moves when the map arrives) into which Leaflet draws the map.
 * Leaflet is fetched by a dynamic import() only when the box nears the viewport or its button is
 * tapped, so it costs the page's first load nothing (this loader is kept small: it is first-load code).
 */
function TileMap({ lat, lng, label, address, tiles: { url, attribution } }: Omit<Place, 'access'> & { tiles: MapTiles }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const load = () => setState((s) => (s === 'idle' ? 'loading' : s));
  // A heavy library: without IntersectionObserver it waits for the button.
  const near = useNearViewport(canvas, '200px 0px', false);
  const wanted = state !== 'idle' || near;

  useEffect(() => {
    const el = canvas.current;
    if (!wanted || !el) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    import('./leafletMap').then(
      ({ mountLeafletMap }) => {
        if (cancelled) return;
        unmount = mountLeafletMap(el, { lat, lng, label, address, tiles: { url, attribution }, markerClassName: styles.marker });
        setState('ready');
      },
      () => cancelled || setState('failed'),
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [wanted, lat, lng, label, address, url, attribution]);

  return (
    <div className={styles.frame}>
      <div ref={canvas} className={styles.canvas} role="region" aria-label={`${label}の地図`} />
      {state === 'ready' ? null : (
        <button type="button" className={styles.load} onClick={load} disabled={wanted} aria-live="polite">
          {state === 'failed' ? '地図を読み込めませんでした' : wanted ? '地図を読み込み中…' : '地図を表示'}
        </button>
      )}
    </div>
  );
}
