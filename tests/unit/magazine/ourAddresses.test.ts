import fs from 'node:fs';
import path from 'node:path';
import { OUR_FIRST_SEGMENTS } from '@/server/magazine/wxr/ourAddresses';

const pageSegments = () =>
  fs.readdirSync(path.join(process.cwd(), 'pages'))
    .map((entry) => entry.replace(/\.(tsx?|jsx?)$/, ''))
    .filter((name) => !name.startsWith('[') && !name.startsWith('_') && !['index', '404', '500'].includes(name));

describe('the first path segments an imported WordPress address may not take', () => {
  it('name every page of pages/ and every file of public/', () => {
    const missing = [...pageSegments(), ...fs.readdirSync(path.join(process.cwd(), 'public'))].filter((s) => !(OUR_FIRST_SEGMENTS as readonly string[]).includes(s));
    expect(missing).toEqual([]);
  });
});
