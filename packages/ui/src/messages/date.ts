// The words of DateField (pt-BR); partners override them through ThemeProvider's `messages.date`.
export const dateMessages = {
  hint: 'dd/mm/aaaa',
  invalid: 'Informe uma data válida, no formato dd/mm/aaaa.',
  range: (from: string, to: string) => `Escolha uma data de ${from} a ${to}.`,
};
