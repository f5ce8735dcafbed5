// The words of the data components (DataTable, FilterBar, charts, DetailList, StatCard), pt-BR; partners override
// them through ThemeProvider's `messages.data`.
const count = (value: number) => value.toLocaleString('pt-BR');

export const dataMessages = {
  // DataTable
  loadingRows: 'Carregando resultados',
  empty: 'Nenhum resultado encontrado.',
  emptyWithFilters: 'Nenhum resultado para os filtros aplicados:',
  clearFilters: 'Limpar filtros',
  loadError: 'Não foi possível carregar os dados.',
  retry: 'Tentar novamente',
  forbidden: 'Acesso não autorizado: seu perfil não pode ver estes dados.',
  totals: 'Totais',
  columns: 'Colunas',
  chooseColumns: 'Escolher colunas',
  moveColumnUp: (label: string) => `Mover ${label} para cima`,
  moveColumnDown: (label: string) => `Mover ${label} para baixo`,
  resetColumns: 'Restaurar colunas',
  /** Said after a move: 'Valor líquido: coluna 4 de 9.' */
  columnMoved: (label: string, position: number, total: number) => `${label}: coluna ${position} de ${total}.`,
  sortBy: (label: string) => `Ordenar por ${label}`,
  /** Said once the rows of a new order arrived (the header's button keeps focus and says nothing itself). */
  sortedBy: (label: string, direction: 'asc' | 'desc') =>
    `Ordenado por ${label}, ${direction === 'desc' ? 'decrescente' : 'crescente'}`,
  /** The phone's cards have no column headers: one choice of order above them. */
  sortCards: 'Ordenar por',
  sortDefault: 'Ordem padrão',
  sortOption: (label: string, direction: 'asc' | 'desc') =>
    `${label} (${direction === 'desc' ? 'decrescente' : 'crescente'})`,
  pageSize: 'Itens por página',
  /** The pager's landmark: named by its table, so two tables on a page have two distinct pagers. */
  pager: (table: string) => `Páginas: ${table}`,
  page: (page: number, pageCount: number) => `Página ${count(page)} de ${count(Math.max(1, pageCount))}`,
  results: (total: number) => (total === 1 ? '1 resultado' : `${count(total)} resultados`),
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  // FilterBar
  filters: 'Filtros',
  /** The phone's button that shows the filter controls, with how many are in force. */
  filtersButton: (active: number) => (active ? `Filtros (${count(active)})` : 'Filtros'),
  period: 'Período',
  periodFrom: 'De',
  periodTo: 'Até',
  applyPeriod: 'Aplicar período',
  periodLimit: (months: number) => `Até ${months} meses para trás.`,
  periodInvalid: 'A data final deve ser igual ou posterior à inicial.',
  periodTooOld: (date: string) => `A data inicial deve ser a partir de ${date}.`,
  periodInFuture: 'O período não pode terminar no futuro.',
  presets: {
    today: 'Hoje',
    yesterday: 'Ontem',
    last7: 'Últimos 7 dias',
    last30: 'Últimos 30 dias',
    thisMonth: 'Este mês',
    lastMonth: 'Mês anterior',
    custom: 'Personalizado',
  },
  selected: (labels: string[]) =>
    labels.length === 0 ? 'Todos' : labels.length <= 2 ? labels.join(', ') : `${labels.length} selecionados`,
  amountFrom: 'Valor mínimo',
  amountTo: 'Valor máximo',
  amountInvalid: 'O valor mínimo deve ser menor ou igual ao máximo.',
  search: 'Buscar',
  searchHint:
    'ID, NSU, código de autorização, nome, e-mail ou CPF/CNPJ do cliente, identificador do pagamento (PG…), últimos 4 dígitos ou E2E do Pix',
  searchAs: (kind: string) => `Buscando por ${kind}`,
  activeFilters: (total: number) => (total === 1 ? '1 filtro ativo' : `${count(total)} filtros ativos`),
  removeFilter: (label: string) => `Remover filtro ${label}`,
  // DetailList
  copy: 'Copiar',
  copied: 'Copiado',
  // StatCard
  comparedWith: 'em relação ao período anterior',
  noComparison: 'Sem dados do período anterior',
  increase: 'Aumento',
  decrease: 'Queda',
  /** A change of a rate, in percentage points: '0,14' → '0,14 p.p.'. */
  percentagePoints: (amount: string) => `${amount} p.p.`,
  // Charts
  showTable: 'Ver tabela',
  hideTable: 'Ocultar tabela',
  chartTable: (title: string) => `Dados do gráfico: ${title}`,
  chartEmpty: 'Sem dados no período.',
  chartRole: 'gráfico de barras',
  chartKeys:
    'Use as setas para ler cada barra, Home e End para a primeira e a última. Ver tabela mostra os mesmos dados.',
  total: 'Total',
};
