import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import {
  fixedErrorToasts,
  loginErrorToasts,
  passwordErrorToasts,
  platformTermsErrorToasts,
  recoveryErrorToasts,
  registerErrorToasts,
  signTermsErrorToasts,
  termsSignedErrorToasts,
} from './messages';

const http = (body: unknown, status = 422) => new ApiError({ kind: 'http', status, body, call: 'POST x' });
const network = new ApiError({ kind: 'network', call: 'POST x' });
const timeout = new ApiError({ kind: 'timeout', call: 'POST x' });
const toast = (description: string) => ({ title: 'Atenção', description });

describe('ApiError', () => {
  it('reads message, exception and per-field arrays in the shapes the API sends', () => {
    const error = http({
      message: 'Dados inválidos',
      exception: 'Boom',
      errors: { email: ['E-mail em uso.'], name: 'Nome curto.' },
    });
    expect(error.serverMessage).toBe('Dados inválidos');
    expect(error.exception).toBe('Boom');
    expect(error.fieldErrors).toEqual({ email: ['E-mail em uso.'], name: ['Nome curto.'] });
    expect(http({ email: ['E-mail em uso.'], password: ['Curta.', 'Sem número.'] }).fieldErrors).toEqual({
      email: ['E-mail em uso.'],
      password: ['Curta.', 'Sem número.'],
    });
    expect(http({ exception: { message: 'Falhou lá dentro' } }).exception).toBe('Falhou lá dentro');
    expect(http('<html>502</html>', 502).bodyIsObject).toBe(false);
    expect(http(['a']).fieldErrors).toEqual({});
  });
});

describe('login and 2FA toasts', () => {
  it('show the server message, else the fallback, and Server error without an answer', () => {
    expect(loginErrorToasts(http({ message: 'E-mail ou senha inválidos.' }, 401))).toEqual([
      toast('E-mail ou senha inválidos.'),
    ]);
    expect(loginErrorToasts(http({}, 500))).toEqual([toast('Algo deu errado ao efetuar o login')]);
    expect(loginErrorToasts(http('texto', 500))).toEqual([toast('Algo deu errado ao efetuar o login')]);
    expect(loginErrorToasts(network)).toEqual([toast('Server error')]);
    expect(loginErrorToasts(timeout)).toEqual([toast('Server error')]);
    expect(loginErrorToasts(new TypeError('x'))).toEqual([toast('Server error')]);
  });
});

describe('register toasts', () => {
  it('show the exception, else each field message one by one, else the fallback', () => {
    expect(registerErrorToasts(http({ exception: 'Falha no cadastro' }))).toEqual([toast('Falha no cadastro')]);
    expect(
      registerErrorToasts(http({ errors: { email: ['O e-mail já está em uso.'], mobile: ['Celular inválido'] } })),
    ).toEqual([toast('O e-mail já está em uso.'), toast('Celular inválido')]);
    expect(registerErrorToasts(http({}))).toEqual([
      toast('Algo deu errado ao cadastrar sua conta, por favor tente novamente.'),
    ]);
    expect(registerErrorToasts(network)).toEqual([toast('Server error')]);
  });
});

describe('change password toasts', () => {
  it('show a message field once, else every string of every field array, else the fallback', () => {
    expect(passwordErrorToasts(http({ message: 'Senha atual incorreta' }))).toEqual([toast('Senha atual incorreta')]);
    expect(
      passwordErrorToasts(http({ currentPassword: ['Incorreta.'], newPassword: ['Curta.', 'Sem símbolo.'] })),
    ).toEqual([toast('Incorreta.'), toast('Curta.'), toast('Sem símbolo.')]);
    expect(passwordErrorToasts(http(undefined, 500))).toEqual([toast('Algo deu errado ao mudar a senha')]);
    // No answer at all has no structured body either: the flow's text, not 'Server error' (8.19).
    expect(passwordErrorToasts(network)).toEqual([toast('Algo deu errado ao mudar a senha')]);
    expect(passwordErrorToasts(timeout)).toEqual([toast('Algo deu errado ao mudar a senha')]);
  });
});

describe('platform terms toasts', () => {
  it('message; each field message; Algo deu errado. for a body that is not an object; Server error', () => {
    expect(platformTermsErrorToasts(http({ message: 'Já aceito' }))).toEqual([toast('Já aceito')]);
    expect(platformTermsErrorToasts(http({ hasAccept: ['Obrigatório.'] }))).toEqual([toast('Obrigatório.')]);
    expect(platformTermsErrorToasts(http('Bad Gateway', 502))).toEqual([toast('Algo deu errado.')]);
    expect(platformTermsErrorToasts(network)).toEqual([toast('Server error')]);
  });
});

describe('other call sites', () => {
  it('terms-signed check: the server message or its fallback', () => {
    expect(termsSignedErrorToasts(http({ message: 'Sem empresa' }, 404))).toEqual([toast('Sem empresa')]);
    expect(termsSignedErrorToasts(http({}, 500))).toEqual([
      toast('Algo deu errado ao verificar a assinatura dos termos'),
    ]);
    // 8.13, 8.14: no answer at all shows the same fallback.
    expect(termsSignedErrorToasts(network)).toEqual([toast('Algo deu errado ao verificar a assinatura dos termos')]);
  });

  it('fixed texts, copied from the spec', () => {
    expect(fixedErrorToasts).toEqual({
      profile: { title: 'Atenção', description: 'Algo deu errado ao atualizar os dados' },
      verification: { title: 'Houve um erro', description: 'Não foi possivel se preparar para verificação.' },
      photo: { title: 'Ops, algo deu errado!', description: 'Erro ao enviar a foto.' },
      companyUpload: { title: 'Ops!!! Algo deu errado.', description: 'Não foi possível enviar os arquivos' },
      singleFile: { title: 'Algo deu errado!', description: 'Não foi possível enviar o arquivo.' },
    });
  });
});

describe('signing the company terms', () => {
  it('says the server’s refusal, else its own failure, never the terms-check text', () => {
    expect(
      signTermsErrorToasts(http({ message: 'Apenas o administrador da empresa pode assinar os termos.' }, 403)),
    ).toEqual([toast('Apenas o administrador da empresa pode assinar os termos.')]);
    expect(signTermsErrorToasts(http({}, 500))).toEqual([toast('Algo deu errado.')]);
    expect(signTermsErrorToasts(network)).toEqual([toast('Algo deu errado.')]);
  });
});

describe('forgotten password and the code by WhatsApp', () => {
  it('say each field message, else the server message (not a 5xx one), else the page’s own fallback', () => {
    expect(
      recoveryErrorToasts(
        http({ message: 'Dados inválidos', errors: { password: ['Senha fraca.'] } }),
        'resetPassword',
      ),
    ).toEqual([toast('Senha fraca.')]);
    expect(recoveryErrorToasts(http({ message: 'Não há celular cadastrado nesta conta.' }), 'whatsappCode')).toEqual([
      toast('Não há celular cadastrado nesta conta.'),
    ]);
    expect(recoveryErrorToasts(http({ message: 'Erro interno do servidor.' }, 500), 'forgotPassword')).toEqual([
      toast('Não foi possível enviar as instruções. Tente novamente.'),
    ]);
    expect(recoveryErrorToasts(http('<html>', 502), 'resetPassword')).toEqual([
      toast('Não foi possível redefinir a senha. Tente novamente.'),
    ]);
    expect(recoveryErrorToasts(timeout, 'whatsappCode')).toEqual([
      recoveryErrorToasts(http('<html>', 502), 'whatsappCode')[0],
    ]);
  });
});
