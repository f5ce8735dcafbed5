// The words of the shared form pieces (pt-BR): the draft kept across a reload, leaving a changed form, the bank field.
export const formsMessages = {
  draftRestored: 'Recuperamos o que você tinha digitado e não enviou.',
  discardDraft: 'Descartar rascunho',
  draftDiscarded: 'Rascunho descartado.',
  /** The bank field: a search over the Central Bank's list and the choice. */
  bank: {
    search: 'Buscar banco',
    searchHint: 'Pelo nome, pelo código (341) ou pelo ISPB.',
    found: (count: number) => (count === 1 ? '1 banco encontrado.' : `${count} bancos encontrados.`),
    none: 'Nenhum banco com esse nome ou código.',
    option: (code: string, name: string) => `${code} · ${name}`,
    source: (day: string) => `Lista de instituições do Banco Central de ${day}.`,
  },
  leave: {
    title: 'Sair sem enviar?',
    description: 'O que você mudou neste formulário será perdido.',
    stay: 'Continuar editando',
    confirm: 'Sair sem enviar',
  },
};
