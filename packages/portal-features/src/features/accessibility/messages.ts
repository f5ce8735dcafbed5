// pt-BR copy of the accessibility statement (LBI 13.146/2015 art. 63); a partner rewords it, its contact first,
// through the `accessibility` message group.
export const accessibilityMessages = {
  intro: (brandName: string) =>
    `O ${brandName} quer que todas as pessoas possam usar o portal e pagar pelo checkout, com ou sem tecnologia assistiva. Esta declaração atende ao art. 63 da Lei Brasileira de Inclusão (Lei 13.146/2015).`,
  standardsTitle: 'Padrões seguidos',
  standards: 'WCAG 2.2, nível AA, e eMAG 3.1 (Modelo de Acessibilidade em Governo Eletrônico).',
  statusTitle: 'Situação',
  status:
    'Parcialmente conforme: o portal atende às WCAG 2.2 AA, com as limitações conhecidas abaixo e o que fazer enquanto não são corrigidas.',
  checksTitle: 'Como verificamos',
  checks: [
    'Cada tela, em cada um de seus estados, é verificada automaticamente com o axe (WCAG 2.2 AA e boas práticas) nos quatro temas: claro, com bordas, escuro e semiescuro.',
    'As jornadas principais (entrar, filtrar transações, estornar, criar um link de pagamento, pagar por Pix e por cartão, a verificação de identidade) são percorridas só com o teclado.',
    'Uma auditoria com teclado e leitor de tela foi feita em 27/11/2026.',
  ],
  limitsTitle: 'Limitações conhecidas',
  limits: [
    'Gráficos: a leitura das barras pelas setas não funciona no modo de navegação dos leitores de tela. O botão “Ver tabela” de cada gráfico mostra os mesmos dados em uma tabela.',
    'Valores negativos aparecem como “-R$ 11,40” e alguns leitores de tela podem não ler o sinal. O tipo do lançamento (taxa, estorno, chargeback) diz que é uma saída.',
    'Verificação de identidade: o botão “Próximo” fica desativado até a etapa estar completa, sem dizer o que falta. Cada campo obrigatório diz o que espera ao ser deixado.',
    'O texto dos gráficos não cresce com o tamanho de fonte do navegador; o zoom do navegador o aumenta.',
  ],
  contactTitle: 'Contato',
  contact: 'Encontrou uma barreira? Escreva para',
  contactEmail: 'acessibilidade@painel.dev',
  contactAfter: 'dizendo a página e o que aconteceu. Respondemos em até 5 dias úteis.',
  reviewed: 'Última revisão: 02/12/2026.',
};
