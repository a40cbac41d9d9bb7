import type { Rng } from '../context';
import {
  WESTERN, HOTEL_CORE, HOTEL_SUFFIX, WA_CORE, WA_SUFFIX, SHRINE_CORE, SHRINE_SUFFIX, TEMPLE_CORE,
  RESTAURANT_PREFIX, CHAPEL_SUFFIX, HALL_SUFFIX, STUDIO_PREFIX, type Part,
} from './hallNameParts';

export interface GeneratedName {
  name: string;
  shortName: string;
  kana: string;
}

const join = (...parts: Part[]): GeneratedName => ({
  name: parts.map((p) => p[0]).join(''),
  shortName: parts[0][0],
  kana: parts.map((p) => p[1]).join(''),
});

/** A venue name that suits the service type, with its reading and short form. */
export function hallName(rng: Rng, serviceId: number, place: Part): GeneratedName {
  const w = rng.pick(WESTERN);
  switch (serviceId) {
    case 1: {
      const form = rng.int(0, 3);
      if (form === 0) { const c = rng.pick(HOTEL_CORE); return { ...join(['ホテル', 'ホテル'], c, place), shortName: `ホテル${c[0]}` }; }
      if (form === 1) { const g = join(place, rng.pick(HOTEL_CORE), rng.pick(HOTEL_SUFFIX)); return { ...g, shortName: g.name.replace(/ホテル.*$/, '') || g.name }; }
      if (form === 2) return { ...join(['ザ・', 'ザ'], w, ['ホテル', 'ホテル'], place), shortName: w[0] };
      { const c = rng.pick(WA_CORE); return { ...join(c, ['山荘ホテル', 'サンソウホテル'], place), shortName: `${c[0]}山荘` }; }
    }
    case 2: {
      const form = rng.int(0, 2);
      if (form === 0) return { ...join(['セント・', 'セント'], w, rng.pick(CHAPEL_SUFFIX)), shortName: w[0] };
      if (form === 1) return { ...join(place, w, rng.pick(CHAPEL_SUFFIX)), shortName: w[0] };
      return { ...join(w, ['・チャペル', 'チャペル'], place), shortName: w[0] };
    }
    case 3: {
      const form = rng.int(0, 3);
      if (form === 0) return { ...join(['ザ・', 'ザ'], w, place), shortName: w[0] };
      if (form === 1) { const c = rng.pick(WA_CORE); const x = rng.pick(WA_SUFFIX); return { ...join(place, c, x), shortName: `${c[0]}${x[0]}` }; }
      if (form === 2) return { ...join(w, rng.pick(HALL_SUFFIX), place), shortName: w[0] };
      { const c = rng.pick(WA_CORE); const x = rng.pick(WA_SUFFIX); return { ...join(c, x, place), shortName: `${c[0]}${x[0]}` }; }
    }
    case 4: {
      const prefix = rng.pick(RESTAURANT_PREFIX);
      return rng.chance(0.5) ? { ...join(prefix, w), shortName: w[0] } : { ...join(prefix, w, place), shortName: w[0] };
    }
    case 5: {
      if (rng.chance(0.75)) {
        const core = rng.chance(0.5) ? place : rng.pick(SHRINE_CORE);
        const g = join(core, rng.pick(SHRINE_SUFFIX));
        return { ...g, shortName: g.name };
      }
      const g = join(place, ['山', 'サン'], rng.pick(TEMPLE_CORE), ['寺', 'ジ']);
      return { ...g, shortName: g.name };
    }
    case 6:
      return { ...join(rng.pick(STUDIO_PREFIX), w, place), shortName: w[0] };
    default:
      return { ...join(place, w, ['・ボタニカルガーデン', 'ボタニカルガーデン']), shortName: w[0] };
  }
}
