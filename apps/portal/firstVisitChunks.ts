/** What the bundler tells a chunk-naming function about a module (the fields this rule reads). */
export interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  /** The names the module exports (a barrel's re-exports included). */
  exports: readonly string[];
  code: string | null;
}
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

const INITIAL_CHUNK = 'portal';

/** A module of the design system (its sources in the workspace, or the published package). */
export const isDesignSystemModule = (id: string) => /[\\/](packages[\\/]ui|@painel[\\/]ui)[\\/]/.test(id);
const SANDBOX_CHUNK = 'sandbox';
const SANDBOX_SHARED_CHUNK = 'sandbox-shared';

/**
 * How the portal's build cuts its JavaScript into files, as rules on the module graph (no file names):
 * - what the entry statically needs is one file, however many modules the packages split it into;
 * - the things the first visit loads on demand that need code in common (the sign-in actions, fetched on
 *   the first focus of a field, and the API client share the validation library and the API's errors) are
 *   one file each, with what they need beyond the first visit; what several need goes to the smallest.
 *   So the first focus fetches two files, not the eight the bundler's own cut made (each a round trip,
 *   six at a time over HTTP/1.1). On-demand imports that share nothing are left to the bundler.
 * - the design system's own on-demand parts (a dialog's body, a menu, the input mask) are not either: they load
 *   on a person's action, on any page, and the bundler splits them by what each needs. Taken for first-visit
 *   things (the package's entry imports them all, so a static walk of the graph finds them all), the dialogs'
 *   shared file took the primitives the app's frame needs too, and every screen fetched every dialog.
 * - the sandbox is never one of those on-demand things, not even in a build for a real API, where its import is
 *   still in the module graph though its code is dropped: taken for one, it pulled every money rule it imports
 *   into one file that every money screen fetched whole.
 * - what only the sandbox needs (its modules, the mock library and what only they import) is one file of its own,
 *   and what it shares with the screens (the API client's endpoints and money rules) another: left to itself the
 *   bundler put those rules in the sandbox's file, so a money screen fetched MSW with its own code. Only in the
 *   sandbox build (`isSandboxModule` given): a build for a real API must hold no sandbox module at all.
 * Cost: with more than one group the bundler keeps its module runtime (0.4 KiB) in a file of its own,
 * which index.html preloads beside the entry.
 */
export function firstVisitCodeSplitting({
  isSandboxModule = () => false,
  sandboxGroups = false,
}: {
  /** Which modules are the sandbox's: never a root of the first visit's on-demand files, in either build. */
  isSandboxModule?: (id: string) => boolean;
  /** The sandbox build: its modules get their two files. */
  sandboxGroups?: boolean;
} = {}) {
  let plan: Map<string, string> | undefined;
  let sandbox: SandboxModules | undefined;
  // Highest priority first: what the first visit needs stays in its files; the sandbox's groups take what is left.
  const sandboxFiles = (isSandboxModule: (id: string) => boolean) => [
    {
      name: (id: string, graph: ModuleGraph) =>
        (sandbox ??= sandboxModules(graph, id, isSandboxModule)).shared.has(id) ? SANDBOX_SHARED_CHUNK : null,
      debugName: 'what the sandbox shares with the screens',
      priority: 2,
    },
    {
      name: (id: string, graph: ModuleGraph) =>
        (sandbox ??= sandboxModules(graph, id, isSandboxModule)).only.has(id) ? SANDBOX_CHUNK : null,
      debugName: 'what only the sandbox needs',
      priority: 1,
    },
  ];
  return {
    groups: [
      { name: INITIAL_CHUNK, tags: ['$initial' as const], priority: 4 },
      {
        name: (id: string, graph: ModuleGraph) =>
          (plan ??= onDemandChunks(graph, id, (root) => isSandboxModule(root) || isDesignSystemModule(root))).get(id) ??
          null,
        debugName: 'on demand of the first visit',
        priority: 3,
      },
      ...(sandboxGroups ? sandboxFiles(isSandboxModule) : []),
    ],
  };
}

/**
 * The chunk name of each module the first visit loads on demand, found from any one module of the build. The
 * sandbox (loaded by the first call, in the sandbox build) is not among them: its own groups place it.
 */
export function onDemandChunks(
  graph: ModuleGraph,
  anyModule: string,
  leftToBundler: (root: string) => boolean = () => false,
): Map<string, string> {
  const initial = staticClosure(graph, entryOf(graph, anyModule), new Set());
  const roots = new Set<string>();
  for (const id of initial) {
    for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      if (!initial.has(lazy) && !leftToBundler(lazy)) roots.add(lazy);
  }
  const needs = [...roots].map((root) => {
    const modules = neededClosure(graph, root, initial);
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

export interface SandboxModules {
  /** The sandbox's modules and every module imported only by them (directly or through others of the set). */
  only: Set<string>;
  /** What the sandbox imports that something else imports too. */
  shared: Set<string>;
}

export function sandboxModules(
  graph: ModuleGraph,
  anyModule: string,
  isSandboxModule: (id: string) => boolean,
): SandboxModules {
  const all = new Set<string>();
  const visit = (id: string) => {
    if (all.has(id)) return;
    all.add(id);
    const facts = graph.getModuleInfo(id);
    for (const next of [...(facts?.importedIds ?? []), ...(facts?.dynamicallyImportedIds ?? [])]) visit(next);
  };
  visit(entryOf(graph, anyModule));
  const only = new Set([...all].filter(isSandboxModule));
  for (let grew = only.size > 0; grew;) {
    grew = false;
    for (const id of all) {
      const facts = graph.getModuleInfo(id);
      if (only.has(id) || !facts || facts.isEntry) continue;
      const importers = [...facts.importers, ...facts.dynamicImporters];
      if (importers.length > 0 && importers.every((importer) => only.has(importer))) {
        only.add(id);
        grew = true;
      }
    }
  }
  const shared = new Set<string>();
  const share = (id: string) => {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (only.has(next) || shared.has(next)) continue;
      shared.add(next);
      share(next);
    }
  };
  for (const id of only) share(id);
  return { only, shared };
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

const REEXPORT = /^export\s*(\*(\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'][^"']+["']$/;

/** A module that only re-exports others (a package's entry): what an importer needs of it is what it names. */
export function isBarrel(code: string | null): boolean {
  if (code === null) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/;/g, ' ')
    .replace(/\s+/g, ' ')
    .split(/(?=\bexport\b)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((statement) => REEXPORT.test(statement));
}

const IMPORT = /\b(?:import|export)\s*([^'"();]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

/**
 * What a module takes from each module it imports, in the order of its `importedIds` (the bundler lists them
 * as the code names them, each once): the names of `import { a, b as c }` (a and b), or null for all of it
 * (`import * as`, a default import, a bare `import 'x'`). Null for every one when the code and the list
 * disagree.
 */
export function namesTakenFrom(facts: ModuleFacts): Array<Set<string> | null> {
  const bySource = new Map<string, Set<string> | null>();
  for (const [, clause, from, bare] of (facts.code ?? '').matchAll(IMPORT)) {
    const source = (from ?? bare)!;
    const list = /\{([^}]*)\}/.exec(clause ?? '');
    const whole = bare !== undefined || !list || /^\s*(\*|[\w$]+\s*,)/.test(clause ?? '');
    const names = whole
      ? null
      : new Set(
          list[1]!
            .split(',')
            .map((name) =>
              name
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!
                .trim(),
            )
            .filter(Boolean),
        );
    const before = bySource.get(source);
    if (!bySource.has(source)) bySource.set(source, names);
    else if (before && names) for (const name of names) before.add(name);
    else bySource.set(source, null);
  }
  const taken = [...bySource.values()];
  return taken.length === facts.importedIds.length ? taken : facts.importedIds.map(() => null);
}

/**
 * What an on-demand file really needs: its static imports, but through a barrel (a package's entry) only the
 * modules that export a name the importer takes from it. Walked whole, one `import { ApiError } from
 * '@painel/api-client'` took every module of the package's entry into the sign-in actions' file, the
 * back-office's endpoint schemas among them, and every screen fetched them with it. A name the barrel
 * renames (none of ours do) is followed to every module the barrel re-exports.
 */
function neededClosure(graph: ModuleGraph, root: string, outside: ReadonlySet<string>): Set<string> {
  const modules = new Set<string>();
  const followed = new Map<string, Set<string>>();
  const visit = (id: string, wanted: Set<string> | null) => {
    if (outside.has(id)) return;
    const facts = graph.getModuleInfo(id);
    if (facts && isBarrel(facts.code)) {
      modules.add(id);
      const done = followed.get(id) ?? new Set<string>();
      followed.set(id, done);
      const names = (wanted ? [...wanted] : [...facts.exports]).filter(
        (n) => facts.exports.includes(n) && !done.has(n),
      );
      for (const name of names) {
        done.add(name);
        const sources = facts.importedIds.filter((next) => graph.getModuleInfo(next)?.exports.includes(name));
        for (const next of sources.length > 0 ? sources : facts.importedIds) visit(next, new Set([name]));
      }
      return;
    }
    if (modules.has(id) || !facts) return;
    modules.add(id);
    const taken = namesTakenFrom(facts);
    facts.importedIds.forEach((imported, index) => visit(imported, taken[index] ?? null));
  };
  visit(root, null);
  return modules;
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
