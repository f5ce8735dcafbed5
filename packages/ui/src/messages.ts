import { createContext, useContext } from 'react';

/** The components' own words, pt-BR by default. Partners override any of them through ThemeProvider's `messages`. */
export const uiMessages = {
  loading: 'Carregando',
  blockingLoader: 'Aguarde...',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  close: 'Fechar',
  confirm: 'Sim',
  cancel: 'Não',
  breadcrumbs: 'Trilha de navegação',
  notifications: 'Notificações',
  opensInNewTab: '(abre em nova aba)',
  selectPlaceholder: 'Selecione',
};

export type UiMessages = typeof uiMessages;

export const UiMessagesContext = createContext<UiMessages>(uiMessages);

export function useUiMessages(): UiMessages {
  return useContext(UiMessagesContext);
}
