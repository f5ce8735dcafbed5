type Member = (...args: unknown[]) => unknown;

/**
 * A stand-in for a method, or for an object of methods, whose code loads with its first call: calling it
 * loads `load()` and calls that; reading a property gives a stand-in for the loaded object's property (the same
 * one each time, kept in `own`, where a caller may also put members that need nothing loaded). A Proxy rather
 * than a list of names, so a group's names and schemas stay in the group's own chunk. It answers no `then`
 * (nor symbols), so `await` of a stand-in is the stand-in, not a promise that never settles. Nothing loaded is
 * kept: `load` is a cached import() and a few closures, and a chunk the network lost loads again next time.
 */
export function lazyMember<T>(load: () => Promise<unknown>, own: Record<string, unknown> = {}): T {
  return new Proxy(async (...args: unknown[]) => ((await load()) as Member)(...args), {
    get: (_target, name) =>
      typeof name !== 'string' || name === 'then'
        ? undefined
        : (own[name] ??= lazyMember(async () => ((await load()) as Record<string, unknown>)[name])),
  }) as T;
}
