// Prints the gzip size of the JS a first visit downloads: the entry chunk and its static imports
// (what index.html loads and modulepreloads). Lazy pages are listed separately.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string));
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let total = 0;
for (const file of initial) {
  total += gz(file);
  console.log(`initial  ${kb(gz(file)).padStart(9)}  ${file}`);
}
for (const file of readdirSync(join(dist, 'assets'))) {
  const path = `assets/${file}`;
  if (file.endsWith('.js') && !initial.has(path)) console.log(`lazy     ${kb(gz(path)).padStart(9)}  ${path}`);
}
console.log(`initial JS total (gzip): ${kb(total)}`);
