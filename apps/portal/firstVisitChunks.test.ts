// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstVisitCodeSplitting,
  isBarrel,
  namesTakenFrom,
  onDemandChunks,
  sandboxModules,
  type ModuleFacts,
  type ModuleGraph,
} from './firstVisitChunks';

type Node = { imports?: string[]; lazy?: string[]; code?: string; entry?: boolean; exports?: string[] };

/** A module graph as the bundler reports it, from each module's static and dynamic imports. */
function graphOf(nodes: Record<string, Node>): ModuleGraph {
  const facts = new Map<string, ModuleFacts>();
  for (const [id, node] of Object.entries(nodes)) {
    facts.set(id, {
      isEntry: node.entry ?? false,
      importedIds: node.imports ?? [],
      dynamicallyImportedIds: node.lazy ?? [],
      importers: Object.keys(nodes).filter((other) => nodes[other]!.imports?.includes(id)),
      dynamicImporters: Object.keys(nodes).filter((other) => nodes[other]!.lazy?.includes(id)),
      exports: node.exports ?? [],
      code: node.code ?? 'x',
    });
  }
  return { getModuleInfo: (id) => facts.get(id) ?? null };
}

// The portal's shape: the sign-in page loads its actions on focus; the client and the pages load later.
const portal = graphOf({
  '/src/main.tsx': {
    entry: true,
    imports: ['/src/LoginScreen.tsx', '/lib/react.js'],
    lazy: ['/src/signInActions.ts', '/src/client.ts', '/src/AppPages.tsx', '/src/IdleSignOut.tsx'],
  },
  '/src/LoginScreen.tsx': { imports: ['/lib/react.js'], lazy: ['/src/signInActions.ts'] },
  '/lib/react.js': {},
  '/src/signInActions.ts': { imports: ['/src/schemas.ts', '/src/ApiError.ts', '/lib/react.js'], code: 'x'.repeat(300) },
  '/src/schemas.ts': { imports: ['/lib/zod.js'], code: 'x'.repeat(200) },
  '/src/client.ts': { imports: ['/src/endpoints.ts', '/src/ApiError.ts'], code: 'x'.repeat(100) },
  '/src/endpoints.ts': { imports: ['/lib/zod.js'], code: 'x'.repeat(100) },
  '/src/ApiError.ts': { code: 'x'.repeat(50) },
  '/lib/zod.js': { code: 'x'.repeat(5000) },
  '/src/AppPages.tsx': { imports: ['/lib/react.js'], lazy: ['/src/Dashboard.tsx'], code: 'x'.repeat(400) },
  '/src/Dashboard.tsx': { imports: ['/src/client.ts', '/lib/dialog.js'] },
  '/src/IdleSignOut.tsx': { imports: ['/lib/dialog.js'], code: 'x'.repeat(80) },
  '/lib/dialog.js': { code: 'x'.repeat(900) },
});

describe('the files of the first visit and what it loads on demand', () => {
  const chunks = onDemandChunks(portal, '/lib/zod.js');

  it('leaves what the entry statically needs to the first-visit file', () => {
    for (const id of ['/src/main.tsx', '/src/LoginScreen.tsx', '/lib/react.js']) expect(chunks.has(id)).toBe(false);
  });

  it('puts each on-demand import that shares code with another, and what it needs, in one file', () => {
    expect(chunks.get('/src/signInActions.ts')).toBe('signInActions');
    expect(chunks.get('/src/schemas.ts')).toBe('signInActions');
    expect(chunks.get('/src/endpoints.ts')).toBe('client');
  });

  it('leaves on-demand imports that share nothing to the bundler, so later pages do not fetch them whole', () => {
    expect(chunks.has('/src/AppPages.tsx')).toBe(false);
    expect(chunks.has('/src/IdleSignOut.tsx')).toBe(false);
    expect(chunks.has('/lib/dialog.js')).toBe(false);
  });

  it('gives what several of them need to the smallest, so the first focus fetches at most two files', () => {
    expect(chunks.get('/lib/zod.js')).toBe('client');
    expect(chunks.get('/src/ApiError.ts')).toBe('client');
    const focusFiles = new Set(
      ['/src/signInActions.ts', '/src/schemas.ts', '/src/ApiError.ts', '/lib/zod.js'].map((id) => chunks.get(id)),
    );
    expect([...focusFiles].sort()).toEqual(['client', 'signInActions']);
  });

  it('leaves pages loaded later to the bundler', () => {
    expect(chunks.has('/src/Dashboard.tsx')).toBe(false);
  });

  it('finds the same plan from any module of the build', () => {
    expect(onDemandChunks(portal, '/src/Dashboard.tsx')).toEqual(chunks);
  });

  it('says which module has no entry above it', () => {
    const orphan = graphOf({ '/src/alone.ts': {} });
    expect(() => onDemandChunks(orphan, '/src/alone.ts')).toThrow('no entry imports /src/alone.ts');
  });

  it('is handed to the bundler as the first-visit group and the on-demand names', () => {
    const [initial, onDemand] = firstVisitCodeSplitting().groups;
    expect(initial).toMatchObject({ name: 'portal', tags: ['$initial'] });
    expect(initial!.priority).toBeGreaterThan(onDemand!.priority);
    const name = onDemand!.name as (id: string, graph: ModuleGraph) => string | null;
    expect(name('/src/schemas.ts', portal)).toBe('signInActions');
    expect(name('/src/LoginScreen.tsx', portal)).toBeNull();
  });
});

// A package entry that only re-exports: the sign-in actions take ApiError from it, the back-office's calls
// (loaded by the client on demand) take the stores' schemas from the same entry's module.
const withBarrel = graphOf({
  '/src/main.tsx': { entry: true, lazy: ['/src/signInActions.ts', '/api/client.ts'] },
  '/src/signInActions.ts': {
    imports: ['/api/index.ts', '/lib/zod.js'],
    code: "import { ApiError, type ApiClient } from '@painel/api-client';\nimport * as z from 'zod/mini';",
  },
  '/api/index.ts': {
    imports: ['/api/ApiError.ts', '/api/client.ts', '/api/storeEndpoints.ts'],
    exports: ['ApiError', 'createApiClient', 'storeEndpoints'],
    code: [
      '// the entry',
      "export { ApiError } from './ApiError';",
      "export { createApiClient } from './client';",
      'export {\n  storeEndpoints,\n} from "./storeEndpoints";',
    ].join('\n'),
  },
  '/api/ApiError.ts': { exports: ['ApiError'] },
  '/api/client.ts': {
    imports: ['/api/ApiError.ts', '/lib/zod.js'],
    lazy: ['/api/storeCalls.ts'],
    exports: ['createApiClient'],
  },
  '/api/storeCalls.ts': { imports: ['/api/storeEndpoints.ts'] },
  '/api/storeEndpoints.ts': { imports: ['/lib/zod.js'], exports: ['storeEndpoints'], code: 'x'.repeat(900) },
  '/lib/zod.js': { code: 'x'.repeat(5000) },
});

describe('an on-demand file that imports from a package entry', () => {
  const chunks = onDemandChunks(withBarrel, '/lib/zod.js');

  it('takes what the names it imports come from, not every module of the entry', () => {
    expect(chunks.get('/api/ApiError.ts')).toBeDefined();
    expect(chunks.has('/api/storeEndpoints.ts')).toBe(false);
    expect(chunks.has('/api/storeCalls.ts')).toBe(false);
  });

  it('tells a module of re-exports from one with code of its own', () => {
    expect(isBarrel(withBarrel.getModuleInfo('/api/index.ts')!.code)).toBe(true);
    expect(isBarrel("export { a } from './a';\nexport const b = 1;")).toBe(false);
    expect(isBarrel("import { a } from './a';\nexport { a };")).toBe(false);
    expect(isBarrel(null)).toBe(false);
  });

  it('reads what a module takes from each import, in the order the bundler lists them', () => {
    expect(namesTakenFrom(withBarrel.getModuleInfo('/src/signInActions.ts')!)).toEqual([
      new Set(['ApiError', 'ApiClient']),
      null,
    ]);
  });
});

// The sandbox build: the sandbox loads with the first call; screens import money rules the sandbox uses too.
const withSandbox = graphOf({
  '/src/main.tsx': { entry: true, imports: ['/lib/react.js'], lazy: ['/sandbox/index.ts', '/src/Money.tsx'] },
  '/lib/react.js': {},
  '/sandbox/index.ts': { imports: ['/lib/msw.js', '/sandbox/db.ts', '/money/cents.ts'] },
  '/sandbox/db.ts': { imports: ['/lib/cookie.js', '/money/cents.ts'] },
  '/lib/msw.js': { imports: ['/lib/cookie.js'] },
  '/lib/cookie.js': {},
  '/money/cents.ts': { imports: ['/money/round.ts'] },
  '/money/round.ts': {},
  '/src/Money.tsx': { imports: ['/money/cents.ts', '/lib/react.js'] },
});
const isSandbox = (id: string) => id.startsWith('/sandbox/') || id === '/lib/msw.js';

describe('the sandbox build', () => {
  it('keeps what only the sandbox needs apart from what it shares with the screens', () => {
    const { only, shared } = sandboxModules(withSandbox, '/src/Money.tsx', isSandbox);
    expect([...only].sort()).toEqual(['/lib/cookie.js', '/lib/msw.js', '/sandbox/db.ts', '/sandbox/index.ts']);
    expect([...shared].sort()).toEqual(['/money/cents.ts', '/money/round.ts']);
  });

  it('does not take the sandbox for something the first visit loads on demand', () => {
    const onDemand = onDemandChunks(withSandbox, '/src/Money.tsx', isSandbox);
    expect(onDemand.has('/sandbox/index.ts')).toBe(false);
    expect(onDemand.has('/money/cents.ts')).toBe(false);
    // Without the rule, the sandbox shares the money rules with a page and becomes a first-visit file.
    expect(onDemandChunks(withSandbox, '/src/Money.tsx').get('/sandbox/index.ts')).toBe('index');
  });

  it('in a build for a real API, does not take the sandbox (dropped, but still in the graph) for a first-visit file', () => {
    const [, onDemand] = firstVisitCodeSplitting({ isSandboxModule: isSandbox }).groups;
    const name = onDemand!.name as (id: string, graph: ModuleGraph) => string | null;
    expect(name('/money/cents.ts', withSandbox)).toBeNull();
    expect(name('/sandbox/index.ts', withSandbox)).toBeNull();
  });

  it("leaves the design system's own on-demand parts to the bundler, so a dialog's file keeps to the dialog", () => {
    const withDialogs = graphOf({
      '/src/main.tsx': { entry: true, imports: ['/packages/ui/src/index.ts'], lazy: ['/src/AppLayout.tsx'] },
      '/packages/ui/src/index.ts': { imports: ['/packages/ui/src/Dialog.tsx', '/packages/ui/src/Loader.tsx'] },
      '/packages/ui/src/Dialog.tsx': { lazy: ['/packages/ui/src/DialogContent.tsx'] },
      '/packages/ui/src/Loader.tsx': { lazy: ['/packages/ui/src/LoaderContent.tsx'] },
      '/packages/ui/src/DialogContent.tsx': { imports: ['/lib/radix-dialog.js'], code: 'x'.repeat(300) },
      '/packages/ui/src/LoaderContent.tsx': { imports: ['/lib/radix-dialog.js'], code: 'x'.repeat(100) },
      '/lib/radix-dialog.js': { imports: ['/lib/radix-slot.js'] },
      '/lib/radix-slot.js': {},
      '/src/AppLayout.tsx': { imports: ['/lib/radix-slot.js'], code: 'x'.repeat(1000) },
    });
    const [, onDemand] = firstVisitCodeSplitting().groups;
    const name = onDemand!.name as (id: string, graph: ModuleGraph) => string | null;
    expect(name('/lib/radix-slot.js', withDialogs)).toBeNull();
    expect(name('/lib/radix-dialog.js', withDialogs)).toBeNull();
    // Without the rule, the frame's primitive goes into the smallest dialog's file.
    expect(onDemandChunks(withDialogs, '/src/AppLayout.tsx').get('/lib/radix-slot.js')).toBe('LoaderContent');
  });

  it('names the two groups only in the sandbox build', () => {
    expect(firstVisitCodeSplitting({ isSandboxModule: isSandbox }).groups).toHaveLength(2);
    const [initial, onDemand, shared, only] = firstVisitCodeSplitting({
      isSandboxModule: isSandbox,
      sandboxGroups: true,
    }).groups;
    const nameOf = (group: typeof shared, id: string) =>
      (group!.name as (id: string, graph: ModuleGraph) => string | null)(id, withSandbox);
    expect(nameOf(only, '/lib/msw.js')).toBe('sandbox');
    expect(nameOf(only, '/money/cents.ts')).toBeNull();
    expect(nameOf(shared, '/money/round.ts')).toBe('sandbox-shared');
    expect(nameOf(shared, '/src/Money.tsx')).toBeNull();
    // What the first visit needs is taken first; what the sandbox shares, before its own file takes its imports.
    expect(initial!.priority).toBeGreaterThan(onDemand!.priority);
    expect(onDemand!.priority).toBeGreaterThan(shared!.priority);
    expect(shared!.priority).toBeGreaterThan(only!.priority);
  });
});
