import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fieldMessages, firstFieldMessages } from './fieldMessages';

const schema = z.object({
  email: z.string().check(z.minLength(1, 'Email é obrigatório'), z.regex(/@/, 'Por favor inclua um email válido')),
  name: z.string().check(z.minLength(1, 'Nome é obrigatório')),
});

describe('field messages', () => {
  it('lists every message per field, in order, and the first one for a form', () => {
    expect(fieldMessages(schema, { email: '', name: 'Ana' })).toEqual({
      email: ['Email é obrigatório', 'Por favor inclua um email válido'],
    });
    expect(firstFieldMessages(schema, { email: '', name: '' })).toEqual({
      email: 'Email é obrigatório',
      name: 'Nome é obrigatório',
    });
    expect(firstFieldMessages(schema, { email: 'a@b', name: 'Ana' })).toEqual({});
  });
});
