// pt-BR copy of the portal frame: roles, profile menu, page frames, access control. Partners may read and override it.
import { pageLoadingMessage } from './loadingMessage';

/** The navbar's role names (spec 2.7), by role; a role not listed shows as the API names it. */
const roles: Record<string, string> = {
  admin: 'Administrador',
  client: 'Cliente',
  partner: 'Parceiro',
  operator: 'Operador',
  representative: 'Representante',
  support: 'Suporte',
  master: 'Administrador da empresa',
};

export const portalMessages = {
  loading: pageLoadingMessage,
  roles,
  profileMenu: {
    profile: 'Perfil',
    documents: 'Enviar documentos',
    signOut: 'Sair',
  },
  home: 'Início',
  /** The footer's link to the accessibility statement (LBI 13.146/2015 art. 63). */
  accessibilityLink: 'Acessibilidade',
  frame: {
    intro: 'Esta página faz parte do portal. O conteúdo dela chega em uma próxima versão.',
  },
  idle: {
    title: 'Sua sessão vai expirar',
    countdown: (time: string) => `Por segurança, sua sessão será encerrada em ${time} por falta de atividade.`,
    announce: (seconds: number) => `Sua sessão será encerrada em ${seconds} segundos.`,
    stay: 'Continuar conectado',
    signOut: 'Sair',
  },
  accessControl: {
    commonTitle: 'Cartão comum',
    commonText: 'Todos os usuários que podem abrir esta página veem este cartão.',
    analyticsTitle: 'Analytics',
    analyticsText: 'Este cartão aparece apenas para quem pode ler Analytics.',
  },
} as const;

export type PortalMessages = typeof portalMessages;
