import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../core/forms/fieldMessages';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, twoFactorSchema } from './schemas';

const first = (messages: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list[0]]));

describe('login validation', () => {
  it('requires the e-mail and the password', () => {
    expect(first(fieldMessages(loginSchema, { email: '', password: '' }))).toEqual({
      email: 'Email é obrigatório',
      password: 'Por favor, insira sua senha',
    });
  });

  it('wants a valid e-mail', () => {
    expect(first(fieldMessages(loginSchema, { email: 'maria@', password: 'x' }))).toEqual({
      email: 'Por favor inclua um email válido',
    });
    expect(fieldMessages(loginSchema, { email: 'maria@painel.dev', password: 'x' })).toEqual({});
  });
});

describe('register validation', () => {
  const valid = {
    name: 'Maria',
    email: 'maria@painel.dev',
    mobile: '(11) 98765-4321',
    password: 'Segura@1',
    password_confirmation: 'Segura@1',
    terms_of_use: true,
    terms_of_privacity: true,
  };

  it('accepts a valid form', () => {
    expect(fieldMessages(registerSchema, valid)).toEqual({});
    expect(fieldMessages(registerSchema, { ...valid, mobile: '(11) 3333-4444' })).toEqual({});
  });

  it('says what is missing, field by field', () => {
    expect(
      first(
        fieldMessages(registerSchema, {
          name: ' ',
          email: '',
          mobile: '',
          password: '',
          password_confirmation: '',
          terms_of_use: false,
          terms_of_privacity: false,
        }),
      ),
    ).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      mobile: 'Celular é obrigatório',
      password: 'Por favor, insira sua senha',
      password_confirmation: 'Por favor, confirme sua senha',
      terms_of_use: 'Aceite os termos de Uso.',
      terms_of_privacity: 'Aceite os termos de Política e Privacidade.',
    });
  });

  // An accented letter or a space is not a special character (spec 5.17 takes 5.36's set).
  it.each(['segura@1', 'SEGURA@1', 'Segura@', 'Segura1', 'Se@1', 'Abcdé1', 'Abc de1'])(
    'rejects the weak password %s',
    (password) => {
      expect(first(fieldMessages(registerSchema, { ...valid, password, password_confirmation: password }))).toEqual({
        password: 'A senha deve conter pelo menos 6 caracteres, uma maiúscula, um número e um caractere especial',
      });
    },
  );

  it('wants a valid mobile, a valid e-mail and a matching confirmation', () => {
    expect(first(fieldMessages(registerSchema, { ...valid, mobile: '(11) 9876' }))).toEqual({
      mobile: 'Celular inválido',
    });
    expect(first(fieldMessages(registerSchema, { ...valid, email: 'maria.painel.dev' }))).toEqual({
      email: 'Por favor inclua um email válido',
    });
    expect(first(fieldMessages(registerSchema, { ...valid, password_confirmation: 'Segura@2' }))).toEqual({
      password_confirmation: 'Senha não coincide',
    });
  });
});

describe('2FA code validation', () => {
  it.each([
    ['', 'O código é obrigatório.'],
    ['12345', 'Código deve ter no mínimo 6 dígitos.'],
    ['1234567', 'Código deve ter no máximo 6 dígitos.'],
    ['12a456', 'O código deve ter apenas números.'],
  ])('%s → %s', (code, message) => {
    expect(first(fieldMessages(twoFactorSchema, { code }))).toEqual({ code: message });
  });

  it('accepts six digits', () => {
    expect(fieldMessages(twoFactorSchema, { code: '123456' })).toEqual({});
  });
});

const firstOf = (schema: Parameters<typeof fieldMessages>[0], values: unknown) => first(fieldMessages(schema, values));

describe('forgotten password validation', () => {
  it('wants a valid e-mail and a channel', () => {
    expect(firstOf(forgotPasswordSchema, { email: '', channel: 'email' })).toEqual({ email: 'Email é obrigatório' });
    expect(firstOf(forgotPasswordSchema, { email: 'x@', channel: 'whatsapp' })).toEqual({
      email: 'Por favor inclua um email válido',
    });
    expect(firstOf(forgotPasswordSchema, { email: ' cliente@painel.dev ', channel: 'email' })).toEqual({});
  });

  it('checks the new password with the registration rules and words (spec 5)', () => {
    expect(firstOf(resetPasswordSchema, { password: '', password_confirmation: '' })).toEqual({
      password: 'Por favor, insira sua senha',
      password_confirmation: 'Por favor, confirme sua senha',
    });
    expect(firstOf(resetPasswordSchema, { password: 'fraca1', password_confirmation: 'fraca1' })).toEqual({
      password: 'A senha deve conter pelo menos 6 caracteres, uma maiúscula, um número e um caractere especial',
    });
    expect(firstOf(resetPasswordSchema, { password: 'Nova#123', password_confirmation: 'Nova#124' })).toEqual({
      password_confirmation: 'Senha não coincide',
    });
    expect(firstOf(resetPasswordSchema, { password: 'Nova#123', password_confirmation: 'Nova#123' })).toEqual({});
  });
});
