// pt-BR copy of /login, apart from the other sign-in pages' so the login page carries only its own words.
export const loginMessages = {
  heading: (brandName: string) => `Entrar no ${brandName}`,
  intro: 'Acesse com o e-mail e a senha da sua conta.',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Entrar',
  forgotPassword: 'Esqueceu a senha?',
  noAccount: 'Ainda não tem conta?',
  register: 'Criar conta',
  sessionEnded: (minutes: number) =>
    `Sua sessão foi encerrada após ${minutes} minutos sem atividade. Entre novamente para continuar de onde parou.`,
};

export type LoginMessages = typeof loginMessages;
