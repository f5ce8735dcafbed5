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
  next: 'Próximo',
  back: 'Voltar',
  audit: {
    filters: 'Filtros da auditoria',
    apply: 'Filtrar',
    clear: 'Limpar',
    table: 'Registros de auditoria',
    valuesColumn: 'Valores',
    showValues: 'Ver valores',
    valuesTitle: 'Valores alterados',
    oldValues: 'Valores antigos',
    newValues: 'Valores novos',
    empty: 'Nenhum resultado encontrado.',
    loading: 'Carregando auditoria',
    previous: 'Anterior',
    nextPage: 'Próxima',
    page: (page: number, pageCount: number) =>
      `Página ${page.toLocaleString('pt-BR')} de ${pageCount.toLocaleString('pt-BR')}`,
    results: (count: number) => (count === 1 ? '1 registro' : `${count.toLocaleString('pt-BR')} registros`),
  },
  upload: {
    dropHere: 'Arraste o arquivo para cá ou',
    choose: 'Escolher arquivo',
    replace: 'Trocar',
    remove: 'Remover',
    formats: 'PDF, PNG, JPG ou JPEG, até 30MB.',
    invalidTypeTitle: 'Arquivo do tipo inválido!',
    invalidTypeDescription: 'O arquivo deve ser dos tipos PDF / PNG / JPG ou JPEG.',
    tooLargeTitle: 'O arquivo deve ter no máximo 30MB',
    uploading: 'Enviando',
    required: 'obrigatório',
  },
  camera: {
    requesting: 'Permita o acesso à câmera para continuar.',
    denied:
      'Acesso à câmera negado. Para continuar, abra as permissões do navegador (ícone ao lado do endereço), permita a câmera e tente novamente.',
    unavailable: 'Não encontramos uma câmera disponível neste dispositivo.',
    retry: 'Tentar novamente',
    chooseImage: 'Escolher imagem',
    capture: 'Tirar foto',
    retake: 'Tirar novamente',
    documentPreview: 'Foto do documento',
    selfiePreview: 'Selfie',
    documentLive: 'Câmera: enquadre o documento na moldura',
    selfieLive: 'Câmera: posicione o rosto dentro do contorno',
    imageError: 'Não foi possível ler a imagem escolhida.',
  },
  shell: {
    mainNavigation: 'Menu principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    profileMenu: 'Menu do perfil',
    scrollToTop: 'Voltar ao topo',
    allRightsReserved: 'Todos os direitos reservados',
    skipToContent: 'Pular para o conteúdo',
  },
  customizer: {
    open: 'Personalizar aparência',
    title: 'Personalizar aparência',
    description: 'As escolhas valem na hora e ficam salvas neste navegador.',
    skin: 'Tema',
    skins: { light: 'Claro', bordered: 'Com bordas', dark: 'Escuro', 'semi-dark': 'Semiescuro' },
    transition: 'Transição de página',
    transitions: { fadeIn: 'Esmaecer', fadeInLeft: 'Deslizar da esquerda', zoomIn: 'Aproximar', none: 'Nenhuma' },
    navbarType: 'Barra superior',
    navbarTypes: { floating: 'Flutuante', sticky: 'Fixa', static: 'Estática', hidden: 'Oculta' },
    footerType: 'Rodapé',
    footerTypes: { sticky: 'Fixo', static: 'Estático', hidden: 'Oculto' },
    menuCollapsed: 'Menu lateral recolhido',
    menuLayout: 'Layout do menu',
    menuLayouts: { horizontal: 'Horizontal', vertical: 'Vertical' },
  },
  wizardStep: (position: number, total: number, title: string) => `Etapa ${position} de ${total}: ${title}`,
};

export type UiMessages = typeof uiMessages;

export const UiMessagesContext = createContext<UiMessages>(uiMessages);

export function useUiMessages(): UiMessages {
  return useContext(UiMessagesContext);
}
