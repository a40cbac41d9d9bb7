import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '../../../api/contract/define';

/** Runs per endpoint: 200 in `npm test`, more with FUZZ_RUNS (e.g. FUZZ_RUNS=5000). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 200));

/** The field names an endpoint's input schema declares (through preprocess/pipe/optional wrappers). */
export function inputKeys(schema: z.ZodType): string[] {
  let s = schema as unknown as { _zod: { def: Record<string, unknown> }; shape?: Record<string, unknown> };
  for (let i = 0; i < 10 && s; i++) {
    if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
    const def = s._zod.def;
    s = (def.out ?? def.innerType ?? def.schema ?? def.in) as typeof s;
  }
  return [];
}

export function pathParams(endpoint: Endpoint): string[] {
  return endpoint.path.split('/').filter((p) => p.startsWith(':')).map((p) => p.slice(1));
}

const control = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(control, { maxLength: 8 }).map((cs) => cs.join('')),
  fc.constantFrom('\u0000', 'a\u0000b', '\u202e', '💍👰\u200d', '０１２', '-1', '0', '1', '2147483648', '1e309', 'NaN', 'null', 'true', '__proto__', 'constructor', "' OR 1=1 --", '<script>alert(1)</script>', '2026-02-30', '../../etc/passwd', '%00', '0b7c4a8e-2f1d-4c3b-9a6e-5d4f3e2a1b0c', 'tokyo', 'hanako@example.jp'),
  fc.nat({ max: 6 }).map((n) => 'あ'.repeat(10 ** n / 10 + 1)),
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 1e-300));
const scalar = fc.oneof(hostileString, number, fc.boolean(), fc.constant(null));

/** Any JSON-ish value, including nested objects, arrays for scalars and a non-callable toString. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('toString', 'valueOf', '__proto__', 'then', 'length')), tie('value'), { maxKeys: 4 }),
    fc.constantFrom({ toString: 1 }, { valueOf: 1, toString: 1 }, [[[[[]]]]], { length: 1e9 }),
  ),
})).value;

/** Raw input for an endpoint: each declared field absent or hostile, path params hostile strings, a few unknown keys. */
export function rawInputFor(endpoint: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...new Set([...inputKeys(endpoint.input), ...pathParams(endpoint), 'user_id'])];
  const fields = keys.map((k) => fc.option(pathParams(endpoint).includes(k) ? hostileString : hostileValue, { nil: undefined, freq: 3 }).map((v) => [k, v] as const));
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 });
  return fc.tuple(fc.tuple(...fields), extra).map(([pairs, more]) => {
    const out: Record<string, unknown> = { ...more };
    for (const [k, v] of pairs) if (v !== undefined) out[k] = v;
    return out;
  });
}
