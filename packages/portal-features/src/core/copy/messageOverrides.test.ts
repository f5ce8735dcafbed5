import { describe, expect, it } from 'vitest';
import { withOverrides } from './messageOverrides';

const defaults = {
  heading: (brand: string) => `Entrar no ${brand}`,
  intro: 'Acesse com o e-mail e a senha da sua conta.',
  menu: { profile: 'Perfil', signOut: 'Sair' },
};

describe('withOverrides', () => {
  it('replaces only the texts given, at any depth, and keeps the rest', () => {
    const merged = withOverrides(defaults, { menu: { signOut: 'Encerrar sessão' } });
    expect(merged.menu).toEqual({ profile: 'Perfil', signOut: 'Encerrar sessão' });
    expect(merged.intro).toBe(defaults.intro);
    expect(merged.heading('Acme')).toBe('Entrar no Acme');
    expect(defaults.menu.signOut).toBe('Sair');
  });

  it('takes a function, or a fixed text, for a text that depends on the brand', () => {
    const merged = withOverrides(defaults, { heading: (brand: string) => `Entrar na ${brand}` });
    expect(merged.heading('Acme')).toBe('Entrar na Acme');
    expect(withOverrides(defaults, { heading: 'Acesse a Acme' }).heading('Acme')).toBe('Acesse a Acme');
  });

  it('ignores unknown keys and overrides of the wrong kind (data from a CMS, say)', () => {
    const merged = withOverrides(defaults, { heading: 7, unknown: 'x', menu: 'Perfil', intro: 3 });
    expect(merged.heading('Acme')).toBe('Entrar no Acme');
    expect(merged.menu).toEqual(defaults.menu);
    expect(merged.intro).toBe(defaults.intro);
    expect(merged).not.toHaveProperty('unknown');
  });
});
