import { describe, expect, it, vi } from 'vitest';
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

  it('keeps the default of a wrong-shaped override (a list given as a text) and warns the developer once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withList = { steps: ['Um', 'Dois'], title: 'Título' };
    const merged = withOverrides(withList, { steps: 'Um, Dois', title: ['x'] }, 'messages.verification');
    expect(merged).toEqual(withList);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('messages.verification.steps: expected a list, got string'),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('messages.verification.title: expected a string, got a list'),
    );
    withOverrides(withList, { steps: 'Um, Dois' }, 'messages.verification');
    expect(warn).toHaveBeenCalledTimes(2);
    // A list of the right shape replaces the default.
    expect(withOverrides(withList, { steps: ['Primeiro', 'Segundo'] }).steps).toEqual(['Primeiro', 'Segundo']);
    warn.mockRestore();
  });
});

describe('rewordFields', () => {
  it("gives a form's field messages in the host's words, leaving others as they came", async () => {
    const { rewordFields } = await import('./rewordFields');
    const validation = { emailRequired: 'Email é obrigatório', passwordRequired: 'Por favor, insira sua senha' };
    const worded = withOverrides(validation, { emailRequired: 'Informe o e-mail' });
    expect(
      rewordFields(
        { email: 'Email é obrigatório', password: 'Por favor, insira sua senha', other: 'Do servidor' },
        validation,
        worded,
      ),
    ).toEqual({ email: 'Informe o e-mail', password: 'Por favor, insira sua senha', other: 'Do servidor' });
  });
});
