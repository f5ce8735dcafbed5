// pt-BR copy of the public pages, in one place so partners can read and override it.
type PageAction = { label: string; path: string };
const toSignIn: PageAction = { label: 'Entrar', path: '/login' };

/** The public pages whose content the spec does not describe: what each is for, and the way on. */
const info: Record<string, { description: string; action: PageAction | null } | undefined> = {
  '/onboarding/company/register': {
    description: 'Cadastre a sua empresa para começar a receber pagamentos.',
    action: toSignIn,
  },
  '/finished': {
    description: 'Recebemos o seu cadastro. Avisaremos por e-mail quando a análise terminar.',
    action: toSignIn,
  },
  '/wizard': {
    description: 'O assistente guia você pelas etapas do cadastro.',
    action: toSignIn,
  },
  '/pre-register': {
    description: 'Faça o pré-cadastro para receber o convite de acesso ao portal.',
    action: toSignIn,
  },
};

export const publicPagesMessages = {
  welcome: {
    title: (brandName: string) => `Bem-vindo ao ${brandName}`,
    description: 'Gerencie vendas, transferências, extratos e a sua conta digital em um só lugar.',
    signIn: 'Entrar',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'O endereço acessado não existe ou foi movido.',
    backHome: 'Voltar para o início',
  },
  notAuthorized: {
    title: 'Acesso não autorizado',
    description: 'Você não tem permissão para acessar esta página.',
    backHome: 'Voltar para o início',
  },
  error: {
    description: 'Não foi possível concluir a operação. Tente novamente em alguns instantes.',
    loadFailed:
      'Não foi possível carregar esta página, nem depois de recarregar. Verifique a sua conexão e tente de novo em alguns instantes.',
    reload: 'Recarregar',
    backHome: 'Voltar para o início',
  },
  backToLogin: 'Voltar para o login',
  backHome: 'Voltar para o início',
  info,
} as const;

export type PublicPagesMessages = typeof publicPagesMessages;
