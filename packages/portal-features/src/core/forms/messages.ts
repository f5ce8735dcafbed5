// The words of the shared form pieces (pt-BR): the draft kept across a reload, and leaving a changed form.
export const formsMessages = {
  draftRestored: 'Recuperamos o que você tinha digitado e não enviou.',
  discardDraft: 'Descartar rascunho',
  draftDiscarded: 'Rascunho descartado.',
  leave: {
    title: 'Sair sem enviar?',
    description: 'O que você mudou neste formulário será perdido.',
    stay: 'Continuar editando',
    confirm: 'Sair sem enviar',
  },
};
