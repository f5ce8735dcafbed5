/** What the bundler tells a chunk-naming function about a module (the fields this rule reads). */
export interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  code: string | null;
}
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

const INITIAL_CHUNK = 'portal';

/**
 * How the portal's build cuts its JavaScript into files, as rules on the module graph (no file names):
 * - what the entry statically needs is one file, however many modules the packages split it into;
 * - the things the first visit loads on demand that need code in common (the sign-in actions, fetched on
 *   the first focus of a field, and the API client share the validation library and the API's errors) are
 *   one file each, with what they need beyond the first visit; what several need goes to the smallest.
 *   So the first focus fetches two files, not the eight the bundler's own cut made (each a round trip,
 *   six at a time over HTTP/1.1). On-demand imports that share nothing are left to the bundler.
 * Cost: with more than one group the bundler keeps its module runtime (0.4 KiB) in a file of its own,
 * which index.html preloads beside the entry.
 */
export function firstVisitCodeSplitting() {
  let plan: Map<string, string> | undefined;
  return {
    groups: [
      { name: INITIAL_CHUNK, tags: ['$initial' as const], priority: 2 },
      {
        name: (id: string, graph: ModuleGraph) => (plan ??= onDemandChunks(graph, id)).get(id) ?? null,
        debugName: 'on demand of the first visit',
        priority: 1,
      },
    ],
  };
}

/** The chunk name of each module the first visit loads on demand, found from any one module of the build. */
export function onDemandChunks(graph: ModuleGraph, anyModule: string): Map<string, string> {
  const initial = staticClosure(graph, entryOf(graph, anyModule), new Set());
  const roots = new Set<string>();
  for (const id of initial) {
    for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (!initial.has(lazy)) roots.add(lazy);
  }
  const needs = [...roots].map((root) => {
    const modules = staticClosure(graph, root, initial);
    const size = [...modules].reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);
    return { root, modules, size };
  });
  needs.sort((a, b) => a.size - b.size || a.root.localeCompare(b.root));
  const sharing = needs.filter((need) =>
    needs.some((other) => other !== need && [...need.modules].some((id) => other.modules.has(id))),
  );
  const chunks = new Map<string, string>();
  for (const { root, modules } of sharing) {
    const name = chunkName(root);
    for (const id of modules) if (!chunks.has(id)) chunks.set(id, name);
  }
  return chunks;
}

function entryOf(graph: ModuleGraph, start: string): string {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const facts = graph.getModuleInfo(id);
    if (!facts || seen.has(id)) continue;
    if (facts.isEntry) return id;
    seen.add(id);
    queue.push(...facts.importers, ...facts.dynamicImporters);
  }
  throw new Error(`[first-visit chunks] no entry imports ${start}`);
}

function staticClosure(graph: ModuleGraph, root: string, outside: ReadonlySet<string>): Set<string> {
  const modules = new Set<string>();
  const visit = (id: string) => {
    if (modules.has(id) || outside.has(id)) return;
    modules.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(root);
  return modules;
}

const chunkName = (id: string) =>
  id
    .replace(/[?#].*$/, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]+$/, '');
