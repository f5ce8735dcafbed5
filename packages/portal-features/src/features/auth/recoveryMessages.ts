// pt-BR copy of the forgotten-password pages and of the code by WhatsApp (not worded by the spec). The
// password rules reuse registration's words (spec 5).
export const recoveryMessages = {
  forgot: {
    intro: 'Informe o e-mail da sua conta e escolha como receber o link para criar uma nova senha.',
    email: 'E-mail',
    channel: 'Receber o link por',
    channels: { email: 'E-mail', whatsapp: 'WhatsApp, no celular cadastrado na conta' },
    submit: 'Enviar link',
    backToLogin: 'Voltar para o login',
  },
  sent: {
    email:
      'Se houver uma conta com este e-mail, enviamos para ele um link para criar uma nova senha. O link vale por 30 minutos e funciona uma vez.',
    whatsapp:
      'Se houver uma conta com este e-mail e um celular cadastrado, enviamos pelo WhatsApp um link para criar uma nova senha. O link vale por 30 minutos e funciona uma vez.',
    notReceived: 'Não recebeu?',
    askAgain: 'Pedir outro link',
    backToLogin: 'Voltar para o login',
    sandboxInbox: 'Abrir a caixa de entrada do sandbox',
  },
  reset: {
    checking: 'Verificando o link…',
    intro: (email: string) => `Escolha uma nova senha para a conta ${email}.`,
    password: 'Nova senha',
    passwordHint: 'Pelo menos 6 caracteres, com maiúscula, minúscula, número e caractere especial.',
    confirmation: 'Confirme a nova senha',
    submit: 'Salvar nova senha',
    successTitle: 'Senha redefinida',
    successText: 'Entre com a sua nova senha.',
  },
  whatsapp: {
    intro: (email: string) =>
      `Enviaremos o código de 6 dígitos da conta ${email} pelo WhatsApp, para o celular cadastrado nela.`,
    noSignIn: 'Para receber o código pelo WhatsApp, entre primeiro com o seu e-mail e a sua senha.',
    send: 'Enviar código pelo WhatsApp',
    resendIn: (time: string) => `Enviar de novo em ${time}`,
    sentTitle: 'Sucesso',
    sentText: 'Código enviado pelo WhatsApp',
    backToCode: 'Voltar para a verificação',
    backToLogin: 'Voltar para o login',
  },
} as const;
