import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the browser build writes the map (the API reads it: apps/api/src/modules/storefront). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * A lazily loaded page or part, as written in the code: `page('HomePage', () => import('...'))`
 * in src/app/router.tsx, `lazyPart('MiniCart', () => import('...'))` anywhere. The name is a
 * string literal and the import's specifier too, so the build can tell which module a name loads.
 */
const DECLARATION = /\b(lazyPart|page)\(\s*'([\w-]+)',\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
/** Any call of the two, to make sure none is written in a form the pattern above misses. */
const CALL = /\b(lazyPart|page)\(/g;

/**
 * Writes `dist/.vite/page-preloads.json`: for each named page and lazy part, the chunk files its
 * code needs (its chunk and every chunk that one imports, transitively). The server renders a
 * page knowing which page and parts it drew, and writes a `<link rel="modulepreload">` for each
 * of their files into the HTML (decision 0080): the browser fetches them with the page instead of
 * after its code has run, and Vite's preload helper finds them there and adds no link of its own,
 * which on a phone cost tens of milliseconds inside the task that starts hydration.
 */
export function pagePreloads(): Plugin {
  /** Name -> the absolute id of the module it loads. */
  const modules = new Map<string, string>();
  let root = '';
  return {
    name: 'spesa-page-preloads',
    apply: 'build',
    // Before TypeScript is stripped: the source as written, quotes and all.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!id.startsWith(path.join(root, 'src')) || !/\.tsx?$/.test(id)) return null;
      const calls = [...code.matchAll(CALL)].filter((m) => m[1] === 'lazyPart' || id.endsWith('router.tsx'));
      if (calls.length === 0) return null;
      const found = [...code.matchAll(DECLARATION)].filter(
        (m) => m[1] === 'lazyPart' || id.endsWith('router.tsx'),
      );
      if (found.length !== calls.length) {
        this.error(
          `${path.relative(root, id)}: ${calls.length - found.length} lazyPart()/page() call(s) not written as ` +
            `name('Name', () => import('...')): the server could not preload what they draw (page-preloads.ts)`,
        );
      }
      for (const [, , name, specifier] of found) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`${path.relative(root, id)}: cannot resolve ${specifier}`);
        const before = modules.get(name);
        if (before && before !== resolved.id) this.error(`two lazy modules are named ${name}`);
        modules.set(name, resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const map: Record<string, string[]> = {};
      for (const [name, id] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
        const home = chunks.find((c) => c.moduleIds.includes(id));
        if (home) map[name] = [...closure(home.fileName, new Set())];
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(map, null, 1) });
    },
  };
}
