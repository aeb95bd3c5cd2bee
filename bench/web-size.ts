/**
 * Web bundle size: the gzip size of the entry chunk and of all the JavaScript the home page loads
 * before any interaction, read from the Vite manifest of a production build (figures only).
 *   npm run build && node --import tsx bench/web-size.ts [--dist packages/web/dist] [--lang en-US]
 * "Initial JS of /home" = the entry and its static imports, the home page's lazy route chunk and its
 * static imports, and the active language's catalogue chunks the first paint loads (FIRST_PAINT_NAMESPACES:
 * ui and enums; the other namespaces load with the screens that use them, or on demand). Chunks loaded on
 * first interaction (date picker, form schema and validation messages) or when idle (en-US fallback)
 * are not counted; they are listed separately, with the figure if the whole catalogue were loaded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { FIRST_PAINT_NAMESPACES } from '../packages/i18n/src/namespaces.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.WEB_DIST_DIR ?? 'packages/web/dist' },
    lang: { type: 'string', multiple: true },
  },
});
const dist = path.resolve(values.dist as string);
const languages = values.lang?.length ? values.lang : ['en-US', 'zh-CN', 'zh-TW', 'ja', 'ko-KR', 'th-TH'];
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(dist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what the browser fetches together with it). */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

function findKey(test: (key: string, chunk: ManifestChunk) => boolean, what: string): string {
  const key = Object.keys(manifest).find((candidate) => test(candidate, manifest[candidate] as ManifestChunk));
  if (!key) throw new Error(`no chunk for ${what} in ${dist}`);
  return key;
}

const total = (keys: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const key of new Set([...keys].map((k) => (manifest[k] as ManifestChunk).file))) {
    const size = sizeOf(key);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const line = (label: string, size: { raw: number; gzip: number }) =>
  console.log(`${label.padEnd(44)} ${kb(size.gzip)} gzip  ${kb(size.raw)} raw`);

const entryKey = findKey((_, chunk) => chunk.isEntry === true && chunk.file.endsWith('.js'), 'the entry');
const homeKey = findKey((key) => /pages\/home\/HomePage\.tsx$/.test(key), 'the home page');
const entry = withStaticImports(entryKey);
const home = withStaticImports(homeKey);

console.log(`web bundle: ${dist}`);
line(`entry ${manifest[entryKey]?.file}`, total([entryKey]));
line('entry + static imports', total(entry));
line('home page chunk + static imports', total([...home].filter((key) => !entry.has(key))));
const namespaceOf = (key: string) => /\/locales\/[^/]+\/([^/.]+)\.json$/.exec(key)?.[1] ?? '';
for (const language of languages) {
  const catalogue = Object.keys(manifest).filter((key) => key.includes(`/locales/${language}/`));
  const firstPaint = catalogue.filter((key) =>
    (FIRST_PAINT_NAMESPACES as readonly string[]).includes(namespaceOf(key)),
  );
  line(`catalogue ${language} first paint (${FIRST_PAINT_NAMESPACES.join(', ')})`, total(firstPaint));
  line(`catalogue ${language} whole (${catalogue.length} namespaces)`, total(catalogue));
  line(`=> initial JS of /${language}/home`, total(new Set([...entry, ...home, ...firstPaint])));
  line(`   (with the whole catalogue)`, total(new Set([...entry, ...home, ...catalogue])));
}

// What the home page fetches later, on first interaction with the search form.
const lazyOfHome = new Set<string>();
for (const key of home) {
  if (entry.has(key)) continue;
  for (const dynamic of manifest[key]?.dynamicImports ?? []) lazyOfHome.add(dynamic);
}
for (const key of lazyOfHome) {
  if (key.includes('/locales/') || entry.has(key) || home.has(key)) continue;
  const chunk = withStaticImports(key);
  const extra = [...chunk].filter((k) => !entry.has(k) && !home.has(k));
  line(`on interaction: ${path.basename(key)}`, total(extra));
}
