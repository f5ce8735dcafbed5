// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { faviconTag } from './faviconFile';

describe('the tab icon', () => {
  it("is the portal's own mark by default, under the deployment's base", () => {
    expect(faviconTag({}, '/painel/').attrs).toEqual({
      rel: 'icon',
      type: 'image/svg+xml',
      href: '/painel/favicon.svg',
    });
  });

  it("is the partner's icon when the deployment names one", () => {
    expect(faviconTag({ VITE_FAVICON_URL: ' https://parceiro.example/icone.png ' }, '/').attrs).toEqual({
      rel: 'icon',
      href: 'https://parceiro.example/icone.png',
    });
  });
});
