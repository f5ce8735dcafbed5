// The AuditTable's own words (pt-BR); partners override them through ThemeProvider's `messages.audit`.
export const auditMessages = {
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
};
