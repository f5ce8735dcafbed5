// pt-BR copy of /pages/account-settings (spec 2.3).
export const accountSettingsMessages = {
  tabsLabel: 'Configurações da conta',
  tabs: { profile: 'Perfil', password: 'Mudar senha', documents: 'Envio de documentos', audit: 'Auditoria de ações' },
  comingSoon: 'Esta aba chega em uma próxima versão do portal.',
  contract: 'Contrato Termos de Serviço',
} as const;
