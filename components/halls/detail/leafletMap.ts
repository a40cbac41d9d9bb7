// Loaded only by StaticMap's dynamic import(), when the map box nears the viewport or is tapped:
// Leaflet and its CSS stay out of every page's first-load JavaScript.
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '../../../lib/mapTiles';

export interface LeafletMapOptions {
  lat: number;
  lng: number;
  /** The hall's name. */
  label: string;
  address: string;
  tiles: MapTiles;
  /** Class of the marker (a CSS Module class of the caller). */
  markerClassName?: string;
}

/** The pin as an inline SVG: no marker images from Leaflet's default (CDN-like) icon path. */
const PIN_SVG =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>';

/**
 * Draws the hall's map into `element` (tiles from the configured template, a marker at the hall)
 * and returns the function that removes it again.
 */
export function mountLeafletMap(element: HTMLElement, { lat, lng, label, address, tiles, markerClassName }: LeafletMapOptions): () => void {
  const map = L.map(element, {
    center: [lat, lng],
    zoom: 16,
    // The page scrolls under a wheel or a finger: zoom with the buttons or two fingers, drag with a mouse.
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
    zoomControl: false,
    attributionControl: false,
  });
  L.control.zoom({ zoomInTitle: '拡大', zoomOutTitle: '縮小' }).addTo(map);
  L.control.attribution({ prefix: '地図表示 <a href="https://leafletjs.com/" target="_blank" rel="noopener noreferrer">Leaflet</a>' }).addTo(map);
  L.tileLayer(tiles.url, { attribution: `地図データ ${tiles.attribution}`, maxZoom: 19 }).addTo(map);

  const popup = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = label;
  popup.append(name, document.createElement('br'), address);
  const marker = L.marker([lat, lng], {
    icon: L.divIcon({ html: PIN_SVG, className: markerClassName ?? '', iconSize: [32, 42], iconAnchor: [16, 41], popupAnchor: [0, -36] }),
    title: `${label}の場所`,
    alt: `${label}の場所`,
    keyboard: true,
  })
    .bindPopup(popup)
    .addTo(map);
  marker.getElement()?.setAttribute('aria-label', `${label}の場所（住所を表示）`);

  // Leaflet's popup close button is labelled in English.
  map.on('popupopen', (e: L.PopupEvent) => {
    e.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', '閉じる');
  });

  return () => {
    map.remove();
  };
}
