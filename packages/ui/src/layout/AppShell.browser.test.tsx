import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../theme';
import { ShellHarness } from './AppShell.fixtures';

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

const layout = () => document.querySelector('[data-component="AppShell"]')?.getAttribute('data-layout');

test('resizing the window across 1200 px switches between the top menu and the sidebar', async () => {
  await page.viewport(1366, 800);
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  // A real browser renders on its own schedule; the assertions below wait for it.
  root.render(
    <ThemeProvider>
      <ShellHarness onSignOut={() => undefined} onSettingsChange={() => undefined} />
    </ThemeProvider>,
  );
  await expect.poll(layout).toBe('horizontal');
  expect(document.querySelector('button[aria-label="Abrir menu"]')).toBeNull();

  await page.viewport(1200, 800);
  await expect.poll(layout).toBe('vertical');
  expect(document.querySelector('button[aria-label="Abrir menu"]')).not.toBeNull();

  await page.viewport(1201, 800);
  await expect.poll(layout).toBe('horizontal');
});
