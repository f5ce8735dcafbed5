// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerBuildPattern, unusedRouterComponentsRemovable } from './routerTreeShaking';

/** The router's published ES build, as installed beside react-router-dom. */
function installedRouterBuild(): string {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const dist = dirname(fromDom.resolve('react-router'));
  return readdirSync(dist)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
}

describe("the router's unused components can be left out", () => {
  it('marks top-level component wrappers pure and drops their display names', () => {
    const code = [
      'var Form = React10.forwardRef(',
      '  function FormImpl() {}',
      ');',
      'Form.displayName = "Form";',
      'var Outlet = React.createContext(null);',
      'OutletContext.displayName = "Outlet";',
      'function keep() { const inner = React.forwardRef(x); inner.displayName = "kept"; }',
    ].join('\n');
    expect(unusedRouterComponentsRemovable(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function FormImpl() {}',
        ');',
        '',
        'var Outlet = /* @__PURE__ */ React.createContext(null);',
        '',
        'function keep() { const inner = React.forwardRef(x); inner.displayName = "kept"; }',
      ].join('\n'),
    );
  });

  it('still finds that shape in the installed router (an update that changes it fails here, not in bytes)', () => {
    const build = installedRouterBuild();
    const transformed = unusedRouterComponentsRemovable(build);
    expect(transformed).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(transformed).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(transformed).not.toMatch(/^(Form|NavLink|Link)\.displayName = /m);
  });

  it('touches only the router build', () => {
    expect(
      routerBuildPattern.test(
        '/repo/node_modules/.pnpm/react-router@7.18.6_x/node_modules/react-router/dist/development/chunk-AB.mjs',
      ),
    ).toBe(true);
    expect(routerBuildPattern.test('/repo/node_modules/react-router/dist/production/index.js')).toBe(true);
    expect(routerBuildPattern.test('/repo/node_modules/react-router-dom/dist/index.mjs')).toBe(false);
    expect(routerBuildPattern.test('/repo/packages/ui/src/Link.tsx')).toBe(false);
  });
});
