// The words of the lists' CSV export (pt-BR), in the 'money' group; a file of their own, so a screen without an
// export does not carry them.
export const csvMessages = {
  csv: {
    button: 'Exportar CSV',
    downloaded: (rows: string, file: string) => `${rows} linhas baixadas em ${file}.`,
    job: (rows: string) =>
      `São ${rows} linhas: mais que 10.000. O arquivo está sendo gerado e ficará em Arquivos, sem cortes.`,
    goToFiles: 'Ver em Arquivos',
    failed: 'Não foi possível exportar. Tente novamente.',
  },
};
