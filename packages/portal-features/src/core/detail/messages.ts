// The words of the shared detail frame (pt-BR): its tabs and a record's Histórico.
export const detailMessages = {
  tabs: { label: 'Seções do registro', details: 'Detalhes', history: 'Histórico', loading: 'Carregando o histórico…' },
  history: {
    intro: 'Cada alteração deste registro: quem fez, quando, e os valores antes e depois.',
    loading: 'Carregando o histórico…',
    empty: 'Nenhuma alteração registrada ainda.',
    loadFailed: 'Não foi possível carregar o histórico.',
    retry: 'Tentar novamente',
  },
};
