// The ThemeCustomizer's own words (pt-BR); partners override them through ThemeProvider's `messages.customizer`.
export const customizerMessages = {
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
};
