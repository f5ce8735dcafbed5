// Builds three tiny apps with Vite against the installed (packed) packages and reports their gzipped JS:
// React alone, React + Button from @painel/ui, and React + everything @painel/ui exports.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const apps = {
  reactOnly: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('button', null, 'Ok'));`,
  buttonOnly: `import { Button } from '@painel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement(Button, null, 'Ok'));`,
  everything: `import * as ui from '@painel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
globalThis.painelUi = ui;
createRoot(document.body).render(createElement(ui.Button, null, 'Ok'));`,
};

export async function measureBundles(work) {
  const sizes = {};
  for (const [name, code] of Object.entries(apps)) {
    const dir = join(work, `bundle-${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'main.js'), code);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: join(dir, 'dist'), emptyOutDir: true, sourcemap: false },
    });
    const assets = join(dir, 'dist', 'assets');
    sizes[name] = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
  }
  return sizes;
}
