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
    'Verificação de identidade: na primeira etapa o botão “Próximo” fica desativado até a câmera ser permitida; o botão “Permitir câmera”, logo acima, é o caminho.',
    'Avisos de sucesso somem depois de 5 segundos. Passar o mouse ou o foco sobre eles pausa o tempo, e a tecla F8 leva até a lista de avisos.',
    'A leitura dos valores, dos gráficos e dos avisos foi verificada pela árvore de acessibilidade do navegador; a conferência com os leitores de tela NVDA e VoiceOver está em andamento.',
  ],
  contactTitle: 'Contato',
  contact: 'Encontrou uma barreira? Escreva para',
  contactEmail: 'acessibilidade@painel.dev',
  contactAfter: 'dizendo a página e o que aconteceu. Respondemos em até 5 dias úteis.',
  reviewed: 'Última revisão: 02/12/2026.',
};
