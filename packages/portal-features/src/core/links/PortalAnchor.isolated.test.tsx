// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalRuntimeContext, type PortalRuntime } from '../runtime/PortalRuntime';
import { PortalAnchor } from './PortalAnchor';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(basePath?: string) {
  const anchor = <PortalAnchor to="/forgot-password">Esqueci minha senha</PortalAnchor>;
  act(() =>
    root.render(
      <MemoryRouter initialEntries={['/start']}>
        {basePath === undefined ? (
          anchor
        ) : (
          <PortalRuntimeContext.Provider value={{ basePath } as PortalRuntime}>{anchor}</PortalRuntimeContext.Provider>
        )}
        <Where />
      </MemoryRouter>,
    ),
  );
  return { link: container.querySelector('a')!, where: () => container.querySelector('output')!.textContent };
}

const click = (link: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    link.dispatchEvent(event);
  });
  return event;
};

describe('PortalAnchor', () => {
  it('is a real link to the portal path and navigates inside the page', () => {
    const { link, where } = show();
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(link.textContent).toBe('Esqueci minha senha');
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(where()).toBe('/forgot-password');
  });

  it("adds the host's base path", () => {
    const { link, where } = show('/painel');
    expect(link.getAttribute('href')).toBe('/painel/forgot-password');
    click(link);
    expect(where()).toBe('/painel/forgot-password');
  });

  it('leaves ctrl-click and middle click (a new tab) to the browser', () => {
    const { link, where } = show();
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link, { button: 1 }).defaultPrevented).toBe(false);
    expect(where()).toBe('/start');
  });
});
