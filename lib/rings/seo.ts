import type { Crumb } from '../../components/ui/Breadcrumbs';
import type { BrandDetail, RingDetail } from '../../api/contract/rings';
import { ringPaths } from '../../api/contract/ringPaths';
import { absoluteUrl } from '../halls/seo';
import { designLabel, metalLabel, ringTypeLabel } from './labels';

export const RING_TOP_CRUMBS: Crumb[] = [{ name: 'ホーム', href: '/' }, { name: '婚約指輪・結婚指輪', href: ringPaths.top }];

export function ringCrumbs(ring: RingDetail): Crumb[] {
  return [...RING_TOP_CRUMBS, { name: 'ブランド一覧', href: ringPaths.brands }, { name: ring.brand_name, href: ringPaths.brand(ring.brand_id) }, { name: ring.name }];
}

export function brandCrumbs(brand: BrandDetail): Crumb[] {
  return [...RING_TOP_CRUMBS, { name: 'ブランド一覧', href: ringPaths.brands }, { name: brand.brand_name }];
}

/** schema.org Product with its JPY price (tax included), brand and photos. */
export function ringProductJsonLd(ring: RingDetail, base: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${ring.brand_name} ${ring.name}`,
    description: ring.description,
    image: ring.images.map((i) => absoluteUrl(i.url, base)),
    sku: `ring-${ring.id}`,
    category: ringTypeLabel(ring.type),
    material: metalLabel(ring.metal),
    brand: { '@type': 'Brand', name: ring.brand_name, logo: absoluteUrl(ring.brand.logo_url, base) },
    offers: {
      '@type': 'Offer',
      price: ring.price,
      priceCurrency: 'JPY',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(ringPaths.ring(ring.id), base),
      priceSpecification: { '@type': 'PriceSpecification', price: ring.price, priceCurrency: 'JPY', valueAddedTaxIncluded: true },
    },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'デザイン', value: designLabel(ring.design) },
      { '@type': 'PropertyValue', name: '幅', value: `${ring.width_mm}mm` },
      ...(ring.carat !== null ? [{ '@type': 'PropertyValue', name: 'カラット', value: `${ring.carat}ct` }] : []),
    ],
  };
}

/** schema.org Brand for a brand page. */
export function brandJsonLd(brand: BrandDetail, base: string): object {
  return { '@context': 'https://schema.org', '@type': 'Brand', name: brand.brand_name, alternateName: brand.name_en, description: brand.description, logo: absoluteUrl(brand.logo_url, base), url: absoluteUrl(ringPaths.brand(brand.id), base) };
}
