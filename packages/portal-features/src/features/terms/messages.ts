// pt-BR copy of the terms screens (spec 2.4, 4.4, 8), with the spec's own words where it gives them.
export const termsMessages = {
  signOut: 'Sair',
  signingTitle: 'Assinatura de Termos',
  noticeTitle: 'Acesso Bloqueado',
  print: 'Imprimir',
  signing: {
    text: 'Para continuar usando os serviços, é preciso assinar os Termos de Serviço e a Política de Privacidade da empresa.',
    agreeStart: 'Li e concordo com os',
    serviceTerms: 'Termos de Serviço',
    and: 'e a',
    privacyPolicy: 'Política de Privacidade',
    accountTerms: 'Li e concordo com os Termos da Conta',
    continue: 'Continuar',
    tickFirst: 'Para assinar clique no quadrado',
    confirmTitle: 'Assinar os termos?',
    confirmText: 'Esta ação é irreversível: a assinatura vale para toda a empresa.',
    confirm: 'Assinar',
    cancel: 'Cancelar',
    successTitle: 'Parabéns',
    successFallback: 'Termos assinados com sucesso.',
    // Not worded by the spec.
    checking: 'Verificando a assinatura dos termos',
    checkFailed: 'Não foi possível verificar a assinatura dos termos da empresa.',
    retry: 'Tentar novamente',
  },
  notice: {
    text: (name?: string) =>
      `O administrador da empresa${name ? `, ${name},` : ''} precisa assinar os Termos de Serviço e a Política de Privacidade para liberar o seu acesso.`,
    contact: 'Fale com o administrador:',
  },
  platform: {
    // Not worded by the spec: its failure is logged and rethrown (8); this says so where it happened.
    acceptFailed: 'Algo deu errado.',
    tryAgain: 'Tentar novamente',
    termsOfUse: 'Termos de Uso',
    privacyPolicies: 'Políticas de Privacidade',
    scrollHint: 'Leia os termos até o fim para aceitar.',
    accept: 'Aceitar Termos',
    cancel: 'Cancelar',
    cancelConfirm: 'Tem certeza que deseja cancelar?',
    cancelNote: 'Você será desconectado da sua conta.',
    yes: 'Sim',
    no: 'Não',
    companyCheckbox: 'Li e aceito todos os Termos e Condições de Uso da Plataforma',
    companyAccept: 'Aceitar',
    companySuccess: {
      title: 'Parabéns',
      description: 'Obrigado por aceitar todos os Termos e Condições de Uso da Plataforma!',
    },
  },
  companyTerms: {
    failed: 'Não foi possível carregar os termos. Tente novamente mais tarde.',
  },
} as const;
