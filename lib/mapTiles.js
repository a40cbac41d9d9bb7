// @ts-check
'use strict';
// The hall page's map tiles. MAP_TILE_URL is a Leaflet tile URL template
// (https://tile.example.jp/{z}/{x}/{y}.png, {s} for the a/b/c subdomains, {r} for retina);
// MAP_TILE_ATTRIBUTION is the credit the tile service asks for (text, entities and <a href="https://…"> links).
// Read on the server only: the hall page passes them to the browser as props, and the CSP
// (lib/securityHeaders.js) allows the tile host in img-src only while the setting is valid.
// Unset or invalid: no map, only the static address block.

/** Placeholders Leaflet's tile layer fills by itself (any other {name} would throw in the browser). */
const PLACEHOLDERS = new Set(['s', 'z', 'x', 'y', '-y', 'r']);
/** Leaflet's default subdomains for {s}. */
const SUBDOMAINS = ['a', 'b', 'c'];

let warned = false;

/** @param {string} s text to put into HTML: tags dropped, well-formed entities kept, the rest escaped */
function escapeText(s) {
  return s
    .replace(/<[^>]*>/g, '')
    .replace(/&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The tile service's credit as safe HTML for Leaflet's attribution control (which sets innerHTML):
 * only text, entities and links to http(s) addresses survive; links open in a new tab.
 * @param {string} html
 * @returns {string}
 */
function sanitizeAttribution(html) {
  const link = /<a\s[^>]*?href\s*=\s*"(https?:\/\/[^"<>\s]+)"[^>]*>([\s\S]*?)<\/a\s*>/gi;
  /** @type {string[]} */
  const out = [];
  let last = 0;
  for (let m = link.exec(html); m; m = link.exec(html)) {
    out.push(escapeText(html.slice(last, m.index)));
    out.push(`<a href="${escapeText(m[1])}" target="_blank" rel="noopener noreferrer">${escapeText(m[2])}</a>`);
    last = link.lastIndex;
  }
  out.push(escapeText(html.slice(last)));
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The origins a tile URL template loads images from (one per subdomain when it uses {s}),
 * or null when it is not a usable http(s) template with {z}, {x} and {y}.
 * @param {string} template
 * @returns {string[] | null}
 */
function mapTileOrigins(template) {
  if (!template || /[\s"'<>\\]/.test(template)) return null;
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  if (names.some((n) => !PLACEHOLDERS.has(n))) return null;
  if (!names.includes('z') || !names.includes('x') || !(names.includes('y') || names.includes('-y'))) return null;
  /** @type {Set<string>} */
  const origins = new Set();
  for (const sub of template.includes('{s}') ? SUBDOMAINS : ['']) {
    /** @type {URL} */
    let url;
    try {
      url = new URL(template.replaceAll('{s}', sub));
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !/^[a-z0-9.-]+(:\d+)?$/i.test(url.host)) return null;
    origins.add(url.origin);
  }
  return [...origins];
}

/**
 * The map tile settings, or null when MAP_TILE_URL is unset or unusable (warned once).
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ url: string; attribution: string } | null}
 */
function mapTileSettings(env = process.env) {
  const url = (env.MAP_TILE_URL ?? '').trim();
  if (!url) return null;
  const origins = mapTileOrigins(url);
  if (!origins) {
    if (!warned) {
      warned = true;
      console.warn('MAP_TILE_URL is not an http(s) tile template with {z}, {x} and {y}: the hall map is off.');
    }
    return null;
  }
  const attribution = sanitizeAttribution((env.MAP_TILE_ATTRIBUTION ?? '').trim()) || escapeText(new URL(origins[0]).hostname);
  return { url, attribution };
}

/**
 * What img-src must add for the tiles: the tile origins separated by spaces, or '' without the setting.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
function mapTileImgSources(env = process.env) {
  const tiles = mapTileSettings(env);
  return tiles ? (mapTileOrigins(tiles.url) ?? []).join(' ') : '';
}

module.exports = { mapTileSettings, mapTileOrigins, mapTileImgSources, sanitizeAttribution };
