import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startChunks } from '../../server/pages/first-view.js';

/**
 * The JavaScript a browser fetches as the home page starts: the entry script, its modulepreloads, and the chunks
 * the entry imports at once (React, machines, views), which the server lists in the page for the entry to preload.
 */
export function initialJsGzipBytes(distDir: string): { files: string[]; bytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(match[1]);
  for (const file of startChunks(distDir)) files.add(`/${file}`);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(distDir, file.replace(/^\//, ''))), { level: 9 }).length;
  return { files: [...files], bytes };
}
