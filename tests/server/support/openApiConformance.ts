import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../../server/openapi/document';

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

let doc: Doc | null = null;
let ajv: Ajv2020 | null = null;
const validators = new Map<string, ValidateFunction>();

/** The validator of one documented answer (JSON Schema 2020-12, as OpenAPI 3.1 says), made once. */
function validatorFor(path: string, method: string, status: number): ValidateFunction {
  const key = `${method} ${path} ${status}`;
  const known = validators.get(key);
  if (known) return known;
  doc ??= openApiDocument() as unknown as Doc;
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'components', components: doc.components });
  }
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in /api/openapi.json`);
  const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no JSON answer for ${status}`);
  // The document's $refs point into its own components (#/components/schemas/...).
  const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"components#/components/')));
  validators.set(key, validate);
  return validate;
}

/**
 * Checks an answer against the response schema /api/openapi.json gives it: what a generated client
 * would expect. `path` is the document's path (`/api/wn/halls/{id}`, see documentPath).
 */
export function expectConformsToOpenApi(path: string, method: string, status: number, body: unknown): void {
  const validate = validatorFor(path, method, status);
  if (!validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
    throw new Error(`${method.toUpperCase()} ${path} ${status} does not conform to /api/openapi.json: ${errors.join('; ')}`);
  }
}
