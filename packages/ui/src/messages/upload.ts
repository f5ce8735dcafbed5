// The FileUpload's own words (pt-BR); partners override them through ThemeProvider's `messages.upload`.
export const uploadMessages = {
  dropHere: 'Arraste o arquivo para cá ou',
  choose: 'Escolher arquivo',
  replace: 'Trocar',
  remove: 'Remover',
  formats: 'PDF, PNG, JPG ou JPEG, até 30MB.',
  invalidTypeTitle: 'Arquivo do tipo inválido!',
  invalidTypeDescription: 'O arquivo deve ser dos tipos PDF / PNG / JPG ou JPEG.',
  tooLargeTitle: 'O arquivo deve ter no máximo 30MB',
  uploading: 'Enviando',
  required: 'obrigatório',
  /** Said after a file is chosen: 'comprovante.pdf, 45 B, anexado a Comprovante de endereço.' */
  attached: (name: string, size: string, slot: string) => `${name}, ${size}, anexado a ${slot}.`,
  removed: (slot: string) => `Arquivo removido de ${slot}.`,
};
