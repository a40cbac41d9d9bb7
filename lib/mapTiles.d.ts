/** The hall map's tile layer: a Leaflet URL template and the tile service's credit (safe HTML). */
export interface MapTiles {
  url: string;
  attribution: string;
}

export function mapTileSettings(env?: Record<string, string | undefined>): MapTiles | null;
export function mapTileOrigins(template: string): string[] | null;
export function mapTileImgSources(env?: Record<string, string | undefined>): string;
export function sanitizeAttribution(html: string): string;
