// pt-BR copy of sign-in, registration and 2FA, exactly as spec sections 5 and 8 write it.
export const authMessages = {
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
  registerSuccess: { title: 'Parabéns', description: 'Conta criada com sucesso. Falta pouco para finalizar' },
  resendSuccess: { title: 'Sucesso', description: 'Código reenviado' },
} as const;
