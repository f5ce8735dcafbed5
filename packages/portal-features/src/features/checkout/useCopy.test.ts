import { describe, expect, it } from 'vitest';
import { repeatedMessage } from './useCopy';

describe('repeatedMessage', () => {
  it('changes the live text on every copy, so a second copy is said again (A19)', () => {
    const first = repeatedMessage('', 'Código copiado.');
    const second = repeatedMessage(first, 'Código copiado.');
    const third = repeatedMessage(second, 'Código copiado.');
    expect(first).toBe('Código copiado.');
    expect(second).not.toBe(first);
    expect(second.trim()).toBe('Código copiado.');
    expect(third).not.toBe(second);
    expect(third).toBe('Código copiado.');
  });

  it('says another message as it is', () => {
    expect(repeatedMessage('Código copiado.', 'Não foi possível copiar. Selecione o texto e copie manualmente.')).toBe(
      'Não foi possível copiar. Selecione o texto e copie manualmente.',
    );
  });
});
