import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { openApiDocument } from './document';

let documentText: string | null = null;

/** GET /api/openapi.json: made once per process from the contract. */
export function handleOpenApi(_req: IncomingMessage, res: ServerResponse): void {
  documentText ??= JSON.stringify(openApiDocument());
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.end(documentText);
}

const PAGE = `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>musubi API リファレンス</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, supportedSubmitMethods: [] });`;

/** The files /api/docs serves from swagger-ui-dist, on this server (no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

async function assetDir(): Promise<string> {
  // swagger-ui-dist ships no types; its index exports the folder of its files.
  const { createRequire } = await import('node:module');
  const dist = createRequire(path.join(process.cwd(), 'package.json'))('swagger-ui-dist') as { getAbsoluteFSPath(): string };
  return dist.getAbsoluteFSPath();
}

/** GET /api/docs (the reference page, Swagger UI) and its assets. */
export async function handleDocs(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  if (file === '') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(PAGE);
    return;
  }
  if (file === 'init.js') {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.end(INIT);
    return;
  }
  const type = ASSETS[file];
  if (!type) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: 'not_found', message: 'Not Found', status: 404 }));
    return;
  }
  res.setHeader('Content-Type', type);
  res.end(await fs.readFile(/*turbopackIgnore: true*/ path.join(await assetDir(), file)));
  void req;
}
