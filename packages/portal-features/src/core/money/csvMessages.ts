// The words of the lists' CSV export (pt-BR), in the 'money' group; a file of their own, so a screen without an
// export does not carry them.
export const csvMessages = {
  csv: {
    button: 'Exportar CSV',
    downloaded: (rows: string, file: string) => `${rows} linhas baixadas em ${file}.`,
    tooMany: (rows: string) => `São ${rows} linhas, mais que as 10.000 de um arquivo. Escolha um período menor.`,
    failed: 'Não foi possível exportar. Tente novamente.',
  },
};
