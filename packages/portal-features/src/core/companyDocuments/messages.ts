// pt-BR copy of the company documents upload (spec 2.5, 5, 8), shared by the wizard and account settings.
export const companyDocumentsMessages = {
  intro: 'Envie os documentos da empresa. Arquivos PDF, PNG, JPG ou JPEG de até 30MB.',
  /** For a person (CPF): the documents are theirs, not a company's. */
  introPerson: 'Envie os seus documentos. Arquivos PDF, PNG, JPG ou JPEG de até 30MB.',
  send: 'Enviar documentos',
  sentTitle: 'Parabéns',
  sent: 'Documentos enviados com sucesso.',
  waiting: 'Aguarde...',
  slots: {
    CNPJ_CARD: 'Cartão CNPJ',
    SOCIAL_CONTRACT: 'Contrato social',
    BILLING_DECLARATION: 'Declaração de faturamento',
    PROOF_OF_ADDRESS: 'Comprovante de endereço',
    PROOF_OF_ACCOUNT: 'Comprovante bancário',
  },
  // Spec 8, exactly as written (one of them in English there).
  tooLarge: {
    CNPJ_CARD: 'Cartão CNPJ tem mais de 30MB',
    SOCIAL_CONTRACT: 'Contrato social tem mais de 30MB',
    BILLING_DECLARATION: 'Billing Declaration has more than 30MB',
    PROOF_OF_ADDRESS: 'Comprovante de endereço tem mais de 30MB',
    PROOF_OF_ACCOUNT: 'Comprovante de bancário tem mais de 30MB',
  },
} as const;
