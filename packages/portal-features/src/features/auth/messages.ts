// pt-BR copy of sign-in, registration and 2FA, exactly as spec sections 5 and 8 write it.

export const authMessages = {
  attention: 'Atenção',
  // Not worded by the spec: the strict role-home reading has no home for this role.
  noHomeForRole: 'Seu perfil não tem uma página inicial neste portal.',
  validation: {
    nameRequired: 'Nome é obrigatório',
    emailRequired: 'Email é obrigatório',
    emailInvalid: 'Por favor inclua um email válido',
    mobileRequired: 'Celular é obrigatório',
    mobileInvalid: 'Celular inválido',
    passwordRequired: 'Por favor, insira sua senha',
    passwordRule: 'A senha deve conter pelo menos 6 caracteres, uma maiúscula, um número e um caractere especial',
    confirmationRequired: 'Por favor, confirme sua senha',
    confirmationMismatch: 'Senha não coincide',
    termsOfUse: 'Aceite os termos de Uso.',
    termsOfPrivacy: 'Aceite os termos de Política e Privacidade.',
    codeRequired: 'O código é obrigatório.',
    codeTooShort: 'Código deve ter no mínimo 6 dígitos.',
    // The spec abbreviates this one ("… / 'no máximo 6 dígitos'"); the full sentence mirrors the minimum's.
    codeTooLong: 'Código deve ter no máximo 6 dígitos.',
    // Not worded by the spec.
    codeDigitsOnly: 'O código deve ter apenas números.',
  },
  register: {
    heading: 'Criar conta',
    intro: 'Preencha seus dados para começar.',
    name: 'Nome',
    email: 'E-mail',
    mobile: 'Celular',
    password: 'Senha',
    passwordHint: 'Pelo menos 6 caracteres, com maiúscula, minúscula, número e caractere especial.',
    confirmation: 'Confirme a senha',
    termsOfUse: 'Li e aceito os Termos de Uso',
    termsOfPrivacy: 'Li e aceito a Política de Privacidade',
    submit: 'Criar conta',
    haveAccount: 'Já tem uma conta?',
    signIn: 'Entrar',
  },
  twoFactor: {
    heading: 'Verificação em duas etapas',
    intro: (email: string) => `Enviamos um código de 6 dígitos para ${email}. Digite-o abaixo para continuar.`,
    code: 'Código',
    submit: 'Verificar',
    resend: 'Reenviar código',
    resendIn: (time: string) => `Reenviar código em ${time}`,
    whatsapp: 'Receber o código pelo WhatsApp',
    signInAgain: 'Fazer login novamente',
  },
  registerSuccess: { title: 'Parabéns', description: 'Conta criada com sucesso. Falta pouco para finalizar' },
  resendSuccess: { title: 'Sucesso', description: 'Código reenviado' },
} as const;
