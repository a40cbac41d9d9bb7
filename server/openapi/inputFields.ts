type Json = Record<string, unknown>;

/**
 * The object schema inside an input's JSON Schema and its fields. Inputs wrapped in preprocess
 * arrive as `allOf`/`anyOf` around the object; the first object found is the input's shape.
 */
export function inputFields(schema: Json): { schema: Json; properties: Record<string, Json> } {
  const queue: Json[] = [schema];
  while (queue.length) {
    const s = queue.shift()!;
    if (s.properties && typeof s.properties === 'object') return { schema: s, properties: s.properties as Record<string, Json> };
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(s[key])) queue.push(...(s[key] as Json[]));
  }
  return { schema: { type: 'object' }, properties: {} };
}
