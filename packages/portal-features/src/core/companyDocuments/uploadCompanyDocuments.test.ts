import { describe, expect, it } from 'vitest';
import { uploadFailureToast } from './uploadCompanyDocuments';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('uploadFailureToast (spec 8)', () => {
  it('speaks of one file when one was sent, and of the files when several were', () => {
    expect(uploadFailureToast({ CNPJ_CARD: pdf('cartao.pdf') })).toEqual({
      title: 'Algo deu errado!',
      description: 'Não foi possível enviar o arquivo.',
    });
    expect(uploadFailureToast({ PROOF_OF_ADDRESS: pdf('conta.pdf'), PROOF_OF_ACCOUNT: pdf('extrato.pdf') })).toEqual({
      title: 'Ops!!! Algo deu errado.',
      description: 'Não foi possível enviar os arquivos',
    });
    expect(uploadFailureToast({ PROOF_OF_ADDRESS: pdf('conta.pdf'), PROOF_OF_ACCOUNT: null })).toEqual({
      title: 'Algo deu errado!',
      description: 'Não foi possível enviar o arquivo.',
    });
  });
});
