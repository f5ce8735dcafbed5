// The AppShell's own words (pt-BR); partners override them through ThemeProvider's `messages.shell`.
export const shellMessages = {
  mainNavigation: 'Menu principal',
  /** The horizontal menu's last item, holding what does not fit in one line. */
  moreNavigation: 'Mais',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  profileMenu: 'Menu do perfil',
  scrollToTop: 'Voltar ao topo',
  allRightsReserved: 'Todos os direitos reservados',
  skipToContent: 'Pular para o conteúdo',
};
