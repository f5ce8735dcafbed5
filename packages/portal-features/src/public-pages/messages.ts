// pt-BR copy of the public pages, in one place so partners can read and override it.
export const publicPagesMessages = {
  welcome: {
    title: 'Bem-vindo ao Painel',
    description: 'Gerencie vendas, transferências, extratos e a sua conta digital em um só lugar.',
    signIn: 'Entrar',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'O endereço acessado não existe ou foi movido.',
    backHome: 'Voltar para o início',
  },
} as const;

export type PublicPagesMessages = typeof publicPagesMessages;
