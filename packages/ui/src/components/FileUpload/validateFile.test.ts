import { describe, expect, it } from 'vitest';
import { formatFileSize, MAX_UPLOAD_BYTES, validateFile, type FileRules } from './validateFile';

const rules: FileRules = {
  messages: {
    invalidTypeTitle: 'Arquivo do tipo inválido!',
    invalidTypeDescription: 'O arquivo deve ser dos tipos PDF / PNG / JPG ou JPEG.',
    tooLargeTitle: 'O arquivo deve ter no máximo 30MB',
    tooLargeDescription: 'Cartão CNPJ tem mais de 30MB',
  },
};

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateFile', () => {
  it.each([
    ['cartao.pdf', 'application/pdf'],
    ['foto.PNG', 'image/png'],
    ['foto.jpg', 'image/jpeg'],
    ['foto.jpeg', 'image/jpeg'],
    ['sem-tipo.pdf', ''],
    ['baixado.jpg', 'application/octet-stream'],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateFile(file(name, type), rules)).toBeNull();
  });

  it.each([
    ['planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['imagem.gif', 'image/gif'],
    ['script.pdf.exe', ''],
    ['sem-extensao', ''],
  ])('rejects %s with the type message', (name, type) => {
    expect(validateFile(file(name, type), rules)).toEqual({
      reason: 'type',
      title: 'Arquivo do tipo inválido!',
      description: 'O arquivo deve ser dos tipos PDF / PNG / JPG ou JPEG.',
    });
  });

  it('accepts exactly 30 MB and rejects one byte more with the slot message', () => {
    expect(validateFile(file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES), rules)).toBeNull();
    expect(validateFile(file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), rules)).toEqual({
      reason: 'size',
      title: 'O arquivo deve ter no máximo 30MB',
      description: 'Cartão CNPJ tem mais de 30MB',
    });
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [1536, '1,5 KB'],
    [MAX_UPLOAD_BYTES, '30 MB'],
    [2.25 * 1024 * 1024, '2,3 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
