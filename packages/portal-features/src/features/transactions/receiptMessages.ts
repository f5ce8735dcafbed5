import { saleReceiptMessages } from '../../core/documents/saleReceiptMessages';

/**
 * A sale's receipt for its customer on the transaction detail: the PDF's lines and the shared link's words. Their
 * own group, so the transactions list does not load them.
 */
export const saleReceiptShareMessages = {
  ...saleReceiptMessages,
  pdf: 'Comprovante da venda (PDF)',
  saved: (filename: string) => `Comprovante baixado em ${filename}.`,
  share: {
    title: 'Comprovante para o cliente',
    intro:
      'Um link que o cliente abre sem entrar no portal, com o comprovante da venda: o que pagou, como e quando. Não mostra suas taxas nem o número do cartão.',
    create: 'Gerar link do comprovante',
    creating: 'Gerando link…',
    createFailed: 'Não foi possível gerar o link. Tente novamente.',
    made: (who: string, when: string) => `Link gerado por ${who} em ${when}. Funciona até ser revogado.`,
    copy: 'Copiar link do comprovante',
    open: 'Abrir comprovante',
    copied: 'Link do comprovante copiado.',
    copyFailed: 'Não foi possível copiar. Selecione o endereço e copie manualmente.',
    qr: 'QR Code',
    qrTitle: 'QR Code do comprovante',
    qrHint: 'O cliente aponta a câmera e abre o comprovante.',
    whatsapp: 'Enviar por WhatsApp',
    email: 'Enviar por e-mail',
    emailSubject: (merchant: string) => `Comprovante da sua compra em ${merchant}`,
    shareText: (merchant: string, url: string) => `Olá! Segue o comprovante da sua compra em ${merchant}: ${url}`,
    revoke: 'Revogar link',
    revokeTitle: 'Revogar o link do comprovante?',
    revokeText: 'Quem tiver o link deixa de ver o comprovante. Você pode gerar um novo link depois.',
    revokeConfirm: 'Revogar',
    revoked: 'Link do comprovante revogado.',
    revokeFailed: 'Não foi possível revogar o link. Tente novamente.',
  },
};
