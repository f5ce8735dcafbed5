// The components' shared words (pt-BR); partners override any of them through ThemeProvider's `messages`.
export const baseMessages = {
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
  next: 'Próximo',
  back: 'Voltar',
};
