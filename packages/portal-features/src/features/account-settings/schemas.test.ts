import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../core/forms/fieldMessages';
import { passwordSchema, profileSchema } from './schemas';

const first = (messages: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list[0]]));

describe('profile validation (spec 5)', () => {
  const valid = {
    name: 'Conceição Araújo 2',
    email: 'ana@painel.dev',
    birthDate: '1990-05-17',
    mobile: '(11) 98765-4321',
  };

  it('accepts letters with accents, digits and spaces', () => {
    expect(fieldMessages(profileSchema, valid)).toEqual({});
  });

  it('says what each empty field needs', () => {
    expect(first(fieldMessages(profileSchema, { name: '', email: '', birthDate: '', mobile: '' }))).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      birthDate: 'Data de nascimento é obrigatório',
      mobile: 'Celular é obrigatório',
    });
  });

  it('refuses other characters in the name, a bad e-mail and a short mobile', () => {
    expect(first(fieldMessages(profileSchema, { ...valid, name: 'Ana (admin)' }))).toEqual({
      name: 'Nome deve conter apenas letras e números',
    });
    expect(first(fieldMessages(profileSchema, { ...valid, email: 'ana@' }))).toEqual({
      email: 'Por favor inclua um email válido',
    });
    expect(first(fieldMessages(profileSchema, { ...valid, mobile: '(11) 9876' }))).toEqual({
      mobile: 'Celular inválido',
    });
  });
});

describe('change-password validation (spec 5)', () => {
  const valid = { currentPassword: 'Antiga@1', newPassword: 'Nova#123', retypeNewPassword: 'Nova#123' };

  it('accepts a strong password with one of the listed special characters', () => {
    expect(fieldMessages(passwordSchema, valid)).toEqual({});
    for (const special of '!@#$%^&*()-_=+{};:,<.>') {
      const password = `Nova1${special}`;
      expect(fieldMessages(passwordSchema, { ...valid, newPassword: password, retypeNewPassword: password })).toEqual(
        {},
      );
    }
  });

  it('says what each empty field needs', () => {
    expect(
      first(fieldMessages(passwordSchema, { currentPassword: '', newPassword: '', retypeNewPassword: '' })),
    ).toEqual({
      currentPassword: 'Senha atual é obrigatório',
      newPassword: 'Nova senha é obrigatório',
      retypeNewPassword: 'Por favor, confirme sua nova senha',
    });
  });

  it.each(['nova#123', 'NOVA#123', 'Nova#', 'Nova1234', 'Nova1?23', 'Nov#1'])(
    'refuses the weak password %s',
    (password) => {
      expect(
        first(fieldMessages(passwordSchema, { ...valid, newPassword: password, retypeNewPassword: password })),
      ).toEqual({
        newPassword: 'A senha deve conter pelo menos 6 caracteres, um maiúscula, um número e um caractere especial',
      });
    },
  );

  it('wants the confirmation to match', () => {
    expect(first(fieldMessages(passwordSchema, { ...valid, retypeNewPassword: 'Nova#124' }))).toEqual({
      retypeNewPassword: 'Senha não coincide',
    });
  });
});
