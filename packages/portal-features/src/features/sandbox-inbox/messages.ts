// pt-BR copy of the sandbox's inbox page (a sandbox-only tool, not part of the product).
export const sandboxInboxMessages = {
  intro:
    'Aqui aparecem os e-mails e as mensagens de WhatsApp que o sandbox "enviou": links de redefinição de senha e códigos de acesso. Nada é enviado de verdade.',
  refresh: 'Atualizar',
  loading: 'Carregando mensagens…',
  empty: 'Nenhuma mensagem ainda. Peça a redefinição de uma senha ou um código de acesso e volte aqui.',
  failed: 'Não foi possível carregar as mensagens do sandbox.',
  retry: 'Tentar novamente',
  channels: { email: 'E-mail', whatsapp: 'WhatsApp' },
  to: 'Para',
  sentAt: 'Enviada em',
  openLink: 'Abrir o link',
  list: 'Mensagens recebidas',
  backToLogin: 'Voltar para o login',
};
