import type { MediaDevicesLike } from '@painel/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORED_USER_KEY } from '../../core/session/sessionStore';
import { forcedCall, hangingCall, memoryStorage, sandboxFor, storyUsers, withOperator } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';
import { emptyExtraInfo } from './extraInfoSchema';
import { progressKey, type VerificationProgress } from './progress';

const cpfUser = storyUsers.verifyCpf;
const cnpjUser = storyUsers.verifyCnpj;

const meta = {
  title: 'Screens/Verification/Wizard',
  component: PortalStory,
  args: { path: '/verify/documentary', user: cpfUser },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: withOperator(sandboxFor(cpfUser, cnpjUser), cpfUser).handlers },
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const toasts = () => within(document.body);
const heading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 2, name });
const button = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });
const next = (canvas: Canvas, name = 'Próximo') => userEvent.click(button(canvas, name));
/** A 'Próximo' that cannot move on yet stays in the Tab order and says why (aria-disabled, described by the reason). */
async function blockedWith(canvas: Canvas, reason: string, name = 'Próximo') {
  const forward = button(canvas, name);
  await expect(forward).toHaveAttribute('aria-disabled', 'true');
  await expect(forward).toHaveAccessibleDescription(reason);
  return forward;
}

const denied: MediaDevicesLike = {
  getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
};
const noCamera: MediaDevicesLike = {
  getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
};

/** The progress a user left behind, so the wizard resumes there (what a reload does). */
function resumedAt(userId: number, progress: Partial<VerificationProgress>): Record<string, string> {
  return {
    [progressKey(userId)]: JSON.stringify({
      operatorId: 777,
      documentType: 'RG',
      accepted: { front: false, back: false, selfie: false },
      extraInfo: null,
      ...progress,
    }),
  };
}

async function waitForCamera(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('video')?.videoWidth).toBeGreaterThan(0), { timeout: 30_000 });
  // 'Tirar foto' shows the camera starting until the first frame is there.
  await waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: 'Tirar foto' })).not.toHaveAttribute('aria-busy'),
  );
}

async function toDocumentType(canvas: Canvas) {
  await heading(canvas, 'Permissão da câmera');
  await userEvent.click(button(canvas, 'Permitir câmera'));
  await canvas.findByText('Câmera liberada. Pode seguir.');
  await next(canvas);
  await heading(canvas, 'Dicas');
  await next(canvas);
  await heading(canvas, 'Tipo de documento');
}

export const CameraPermission: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Permissão da câmera')).toBeVisible();
    await expect(button(canvas, 'Próximo')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Voltar' })).toBeNull();
    await userEvent.click(button(canvas, 'Permitir câmera'));
    const granted = await canvas.findByText('Câmera liberada. Pode seguir.');
    await expect(granted).toBeVisible();
    // The button that was pressed is gone: focus is on what replaced it, and the next Tab reaches 'Próximo'.
    await waitFor(() => expect(granted).toHaveFocus());
    await expect(button(canvas, 'Próximo')).toBeEnabled();
    await userEvent.tab();
    await expect(button(canvas, 'Próximo')).toHaveFocus();
  },
};

export const CameraDenied: Story = {
  args: { mediaDevices: denied },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permitir câmera' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('abra as permissões do navegador');
    await expect(button(canvas, 'Próximo')).toBeDisabled();
  },
};

export const NoCamera: Story = {
  args: { mediaDevices: noCamera },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permitir câmera' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não encontramos uma câmera');
    // Spec 4.1: the photos are taken live, so without a camera the wizard stops here.
    await expect(button(canvas, 'Próximo')).toBeDisabled();
  },
};

export const NoCameraWithFileFallback: Story = {
  args: { mediaDevices: noCamera, options: { captureFallback: 'file' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permitir câmera' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não encontramos uma câmera');
    // A host that allows image files lets the wizard go on: the photo steps take a file instead.
    await expect(button(canvas, 'Próximo')).toBeEnabled();
    await next(canvas);
    await next(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'RG' }));
    await next(canvas);
    await expect(await heading(canvas, 'Frente do documento')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Escolher imagem' })).toBeVisible();
  },
};

export const TipsAndBack: Story = {
  play: async ({ canvas }) => {
    await toDocumentType(canvas);
    await userEvent.click(button(canvas, 'Voltar'));
    await expect(await heading(canvas, 'Dicas')).toBeVisible();
    await expect(canvas.getByText('Procure um lugar bem iluminado.')).toBeVisible();
    await userEvent.click(button(canvas, 'Voltar'));
    await expect(await heading(canvas, 'Permissão da câmera')).toBeVisible();
  },
};

export const DocumentType: Story = {
  play: async ({ canvas }) => {
    await toDocumentType(canvas);
    // Pressed before a choice, 'Próximo' says what is missing and stays on the step.
    await blockedWith(canvas, 'Escolha CNH ou RG para continuar.');
    await next(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Escolha CNH ou RG para continuar.');
    await expect(await heading(canvas, 'Tipo de documento')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'CNH' }));
    await expect(button(canvas, 'Próximo')).not.toHaveAttribute('aria-disabled');
    await next(canvas);
    await expect(await heading(canvas, 'Frente do documento')).toBeVisible();
    // Steps already done are said to be done, not only shown with a check mark.
    const progress = canvas.getByRole('group', { name: 'Etapas da verificação' });
    await expect(within(progress).getByText(/^Dicas/)).toHaveTextContent('Dicas (concluída)');
    await expect(within(progress).getByText(/^Frente do documento/)).not.toHaveTextContent('concluída');
  },
};

export const PreparationFails: Story = {
  parameters: forcedCall([cpfUser], 'POST api/operator/create', 'server-error'),
  play: async ({ canvas }) => {
    await toDocumentType(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'RG' }));
    await next(canvas);
    await expect(
      await toasts().findByText('Não foi possivel se preparar para verificação.', { exact: true }),
    ).toBeVisible();
    await expect(toasts().getAllByText('Houve um erro').length).toBeGreaterThan(0);
    await expect(await heading(canvas, 'Tipo de documento')).toBeVisible();
  },
};

export const FrontPhoto: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, {}) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvas, 'Frente do documento')).toBeVisible();
    await blockedWith(canvas, 'Tire a foto para continuar.');
    await waitForCamera(canvasElement);
    await userEvent.click(button(canvas, 'Tirar foto'));
    await expect(canvas.getByRole('img', { name: 'Foto do documento' })).toBeVisible();
    // The capture is said, and focus stays on the button, now 'Tirar novamente'.
    await expect(
      canvas.getByText('Foto do documento tirada. Confira se está nítida e legível antes de seguir.'),
    ).toHaveAttribute('role', 'status');
    await expect(button(canvas, 'Tirar novamente')).toHaveFocus();
    await expect(button(canvas, 'Próximo')).not.toHaveAttribute('aria-disabled');
    // 4 → 3 clears the photo.
    await userEvent.click(button(canvas, 'Voltar'));
    await expect(await heading(canvas, 'Tipo de documento')).toBeVisible();
    await next(canvas);
    await expect(await heading(canvas, 'Frente do documento')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Foto do documento' })).toBeNull();
    await blockedWith(canvas, 'Tire a foto para continuar.');
  },
};

export const PhotoUploadFails: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, {}) },
  parameters: forcedCall([cpfUser], 'POST api/operator/send-document', 'server-error', true),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Frente do documento');
    await waitForCamera(canvasElement);
    await userEvent.click(button(canvas, 'Tirar foto'));
    await next(canvas);
    await expect(await toasts().findByText('Erro ao enviar a foto.', { exact: true })).toBeVisible();
    await expect(toasts().getAllByText('Ops, algo deu errado!').length).toBeGreaterThan(0);
    // The photo stays, to send again.
    await expect(await heading(canvas, 'Frente do documento')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Foto do documento' })).toBeVisible();
  },
};

export const BackPhotoGoesBackToTheDocumentType: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, { accepted: { front: true, back: false, selfie: false } }) },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Verso do documento')).toBeVisible();
    await userEvent.click(button(canvas, 'Voltar'));
    await expect(await heading(canvas, 'Tipo de documento')).toBeVisible();
    // The same document again: the accepted front is not asked twice.
    await next(canvas);
    await expect(await heading(canvas, 'Verso do documento')).toBeVisible();
  },
};

export const SelfieIntroduction: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, { accepted: { front: true, back: true, selfie: false } }) },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Selfie')).toBeVisible();
    await next(canvas, 'Estou pronto!');
    await expect(await heading(canvas, 'Tire a selfie')).toBeVisible();
    // 7 → 6, then 6 → 3.
    await userEvent.click(button(canvas, 'Voltar'));
    await expect(await heading(canvas, 'Selfie')).toBeVisible();
    await userEvent.click(button(canvas, 'Voltar'));
    await expect(await heading(canvas, 'Tipo de documento')).toBeVisible();
  },
};

export const Selfie: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, { accepted: { front: true, back: true, selfie: false } }) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Estou pronto!' }));
    await heading(canvas, 'Tire a selfie');
    await waitForCamera(canvasElement);
    await expect(canvasElement.querySelector('[data-overlay="selfie"]')).not.toBeNull();
    await userEvent.click(button(canvas, 'Tirar foto'));
    await expect(canvas.getByRole('img', { name: 'Selfie' })).toBeVisible();
    await next(canvas);
    await expect(await heading(canvas, 'Informações adicionais')).toBeVisible();
  },
};

const photosDone = { accepted: { front: true, back: true, selfie: true } };

export const ExtraInfoValidation: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, photosDone) },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Informações adicionais')).toBeVisible();
    const field = (name: string) => canvas.getByRole('textbox', { name });
    // Nothing is marked invalid before anyone types (no native required).
    await expect(field('CPF')).not.toBeInvalid();
    await expect(field('CPF')).toBeRequired();
    await userEvent.click(field('CPF'));
    await userEvent.click(field('RG'));
    await userEvent.click(field('Órgão emissor do RG'));
    await userEvent.click(field('Faturamento mensal'));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado civil' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Escolaridade' }));
    await userEvent.click(field('CPF'));
    for (const message of [
      'CPF é obrigatório',
      'RG é obrigatório',
      'Órgão emissor é obrigatório',
      'Faturamento mensal é obrigatório',
      'Estado civil é obrigatório',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await userEvent.type(field('RG'), '1234');
    await expect(await canvas.findByText('O RG deve ter de 9 a 12 caracteres')).toBeVisible();
    await userEvent.type(field('Órgão emissor do RG'), 'SS');
    await expect(await canvas.findByText('O órgão emissor deve ter de 3 a 30 caracteres')).toBeVisible();
    const date = canvas.getByLabelText(/^Data de emissão do RG/);
    await userEvent.type(date, '2001-01-01');
    await userEvent.tab();
    await expect(
      await canvas.findByText('* A Data de Emissão do RG não pode ser menor que 10 anos atrás.'),
    ).toBeVisible();
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-01');
    await userEvent.tab();
    await expect(await canvas.findByText('A Data de Emissão do RG não pode estar no futuro.')).toBeVisible();
    await userEvent.type(field('CPF'), '52998224724');
    await userEvent.tab();
    await expect(await canvas.findByText('CPF inválido')).toBeVisible();
    // 'Próximo' stays enabled: pressed, it keeps the step and puts focus on the first field in error.
    await next(canvas);
    await waitFor(() => expect(field('CPF')).toHaveFocus());
    await expect(await heading(canvas, 'Informações adicionais')).toBeVisible();
  },
};

export const ExtraInfoNextShowsEveryError: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, photosDone) },
  play: async ({ canvas }) => {
    await heading(canvas, 'Informações adicionais');
    await next(canvas);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription('CPF é obrigatório');
    await expect(await canvas.findByText('Estado civil é obrigatório')).toBeVisible();
  },
};

export const ExtraInfoCnpj: Story = {
  args: { user: cnpjUser, remembered: resumedAt(cnpjUser.iduser, photosDone) },
  parameters: { msw: { handlers: withOperator(sandboxFor(cnpjUser), cnpjUser).handlers } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Informações adicionais')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Capital social' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Patrimônio' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome na fatura do cartão' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Estado civil' })).toBeNull();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Capital social' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Nome na fatura do cartão' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Patrimônio' }));
    await expect(await canvas.findByText('Capital social é obrigatório')).toBeVisible();
    await expect(await canvas.findByText('Nome na fatura é obrigatório')).toBeVisible();
  },
};

const filledCpf = {
  ...emptyExtraInfo('cpf'),
  cpf: '529.982.247-25',
  rg: '123456789',
  rgIssuer: 'SSP-SP',
  rgIssuedDate: '2020-03-10',
  monthlyInvoicing: 'R$ 12.345,00',
  marital: 'SINGLE',
  education: 'COMPLETE_HIGHER',
};

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Chooses a file for each slot shown, in order. */
async function chooseFiles(canvasElement: HTMLElement, names: string[]) {
  const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
  for (const [index, name] of names.entries()) {
    const input = inputs[index];
    if (input) await userEvent.upload(input, pdf(name));
  }
}

export const UploadStep: Story = {
  args: {
    storage: memoryStorage({
      [STORED_USER_KEY]: JSON.stringify(cpfUser),
      ...resumedAt(cpfUser.iduser, { ...photosDone, extraInfo: filledCpf }),
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvas, 'Upload de arquivos')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Cartão CNPJ/ })).toBeNull();
    // A person (CPF) is asked for their own documents, not a company's.
    await expect(canvas.getByText(/^Envie os seus documentos\./)).toBeVisible();
    const finish = await blockedWith(canvas, 'Escolha todos os arquivos pedidos para continuar.', 'Finalizar');
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await expect(inputs).toHaveLength(2);
    await userEvent.upload(inputs[0] as HTMLInputElement, pdf('conta-de-luz.pdf'));
    // The choice is said with its name and size.
    await expect(
      within(canvas.getByRole('group', { name: /^Comprovante de endereço/ })).getByRole('status'),
    ).toHaveTextContent('conta-de-luz.pdf, 8 B, anexado a Comprovante de endereço.');
    await expect(finish).toHaveAttribute('aria-disabled', 'true');
    await userEvent.upload(inputs[1] as HTMLInputElement, pdf('extrato.pdf'));
    await expect(finish).not.toHaveAttribute('aria-disabled');
    await userEvent.click(finish);
    await expect(await canvas.findByText('Está tudo OK!')).toBeVisible();
  },
};

const hangingUpload = hangingCall(
  'POST api/operator/send-document-by-company',
  withOperator(sandboxFor(cpfUser), cpfUser),
);
export const UploadSending: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, { ...photosDone, extraInfo: filledCpf }) },
  parameters: hangingUpload.parameters,
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Upload de arquivos');
    const crumbs = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(crumbs).toHaveTextContent(/Início.*Verificação de identidade.*Upload de arquivos/);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
    await chooseFiles(canvasElement, ['conta-de-luz.pdf', 'extrato.pdf']);
    await userEvent.click(button(canvas, 'Finalizar'));
    await expect(await within(document.body).findByText('Aguarde...')).toBeVisible();
    await hangingUpload.arrived();
  },
};

export const UploadFails: Story = {
  args: { remembered: resumedAt(cpfUser.iduser, { ...photosDone, extraInfo: filledCpf }) },
  parameters: forcedCall([cpfUser], 'POST api/operator/send-document-by-company', 'network-error', true),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Upload de arquivos');
    await chooseFiles(canvasElement, ['conta-de-luz.pdf', 'extrato.pdf']);
    await userEvent.click(button(canvas, 'Finalizar'));
    await expect(await toasts().findByText('Não foi possível enviar os arquivos', { exact: true })).toBeVisible();
    await expect(toasts().getAllByText('Ops!!! Algo deu errado.').length).toBeGreaterThan(0);
    await expect(await heading(canvas, 'Upload de arquivos')).toBeVisible();
    await expect(canvas.getByText('conta-de-luz.pdf')).toBeVisible();
    await expect(canvas.getByText('extrato.pdf')).toBeVisible();
    // 9 → 8.
    await userEvent.click(button(canvas, 'Voltar'));
    await expect(await heading(canvas, 'Informações adicionais')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'RG' })).toHaveValue('123456789');
  },
};

export const CnpjCardOnlyMode: Story = {
  args: {
    user: cnpjUser,
    options: { uploadMode: 'cnpjCardOnly' },
    remembered: resumedAt(cnpjUser.iduser, { ...photosDone, extraInfo: { ...emptyExtraInfo('cnpj') } }),
  },
  parameters: { msw: { handlers: withOperator(sandboxFor(cnpjUser), cnpjUser).handlers } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Upload de arquivos')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^Cartão CNPJ/ })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Contrato social/ })).toBeNull();
  },
};

export const CnpjUpload: Story = {
  args: {
    user: cnpjUser,
    remembered: resumedAt(cnpjUser.iduser, { ...photosDone, extraInfo: { ...emptyExtraInfo('cnpj') } }),
  },
  parameters: { msw: { handlers: withOperator(sandboxFor(cnpjUser), cnpjUser).handlers } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Upload de arquivos')).toBeVisible();
    for (const slot of [
      'Cartão CNPJ',
      'Contrato social',
      'Declaração de faturamento',
      'Comprovante de endereço',
      'Comprovante bancário',
    ]) {
      await expect(canvas.getByRole('group', { name: new RegExp(`^${slot}`) })).toBeVisible();
    }
  },
};

export const AlreadyVerified: Story = {
  args: { user: { ...cpfUser, verify_documents: 1 } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Concluído')).toBeVisible();
    await expect(canvas.getByText('Está tudo OK!')).toBeVisible();
    await userEvent.click(button(canvas, 'Ir para o início'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
  },
};

export const SignOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sair' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
  },
};
