import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.partner);
const CREATE = '/dashboard/establishments/create';
const ALPHANUMERIC = '12.ABC.345/01DE-35';

const meta = {
  title: 'Screens/White Label e Lojas/Nova loja',
  ...story.screenMeta(CREATE, storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A step on screen: its heading, and its fields once their file has come (the steps after the first are lazy). */
const step = async (canvas: Canvas, title: string) => {
  const heading = await canvas.findByRole('heading', { name: title, level: 2 }, LONG);
  await waitFor(() => expect(canvas.queryByText('Carregando a etapa…')).toBeNull(), LONG);
  return heading;
};
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
const field = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });

/** From the document to the registry's data: the document typed, the registry asked. */
async function throughDocument(canvas: Canvas, document = ALPHANUMERIC) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /CPF ou CNPJ do titular/ }, LONG), document);
  await next(canvas);
  await step(canvas, 'Dados cadastrais');
}

/** The registry's step to the bank's, with the address the registry or the CEP gave. */
async function throughRegistryAddressContact(canvas: Canvas) {
  const tradeName = field(canvas, /Nome fantasia/);
  await userEvent.clear(tradeName);
  await userEvent.type(tradeName, 'Empório Aurora');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Ramo de atividade/ }), '5411');
  await next(canvas);
  await step(canvas, 'Endereço');
  const cep = field(canvas, /CEP/);
  await userEvent.clear(cep);
  await userEvent.type(cep, '01310100');
  await waitFor(() => expect(field(canvas, /Logradouro/)).toHaveValue('Avenida Paulista'), LONG);
  await userEvent.clear(field(canvas, /Número/));
  await userEvent.type(field(canvas, /Número/), '1000');
  await next(canvas);
  await step(canvas, 'Contato');
  await userEvent.type(field(canvas, /Nome do responsável/), 'Marina Costa');
  await userEvent.type(field(canvas, /E-mail do responsável/), 'marina@emporio.com.br');
  await userEvent.type(field(canvas, /Telefone/), '11988887777');
  await next(canvas);
}

/** A white label from its registry's data to the review: what the registry filled, and a contact. */
async function whiteLabelToReview(canvas: Canvas) {
  await next(canvas);
  await step(canvas, 'Endereço');
  await next(canvas);
  await step(canvas, 'Contato');
  await userEvent.type(field(canvas, /Nome do responsável/), 'Rui Braga');
  await userEvent.type(field(canvas, /E-mail do responsável/), 'rui@parceiro.com.br');
  await userEvent.type(field(canvas, /Telefone/), '1133334444');
  await next(canvas);
  await step(canvas, 'Revisão');
}

async function chooseItau(canvas: Canvas, digit = '8') {
  await step(canvas, 'Conta de liquidação');
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar banco' }), 'itau uni');
  const bank = canvas.getByRole('combobox', { name: /^Banco/ });
  // The Central Bank's list (it names its day) narrowed to the Itaú Unibanco institutions.
  await waitFor(() => expect(bank).toHaveAccessibleDescription(/Lista de instituições do Banco Central de/), LONG);
  await expect(
    within(bank)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Selecione', '341 · Itaú Unibanco', '652 · ITAÚ UNIBANCO HOLDING S.A.']);
  await userEvent.selectOptions(bank, '341');
  await userEvent.type(field(canvas, /^Agência/), '4440');
  await userEvent.type(field(canvas, /^Conta/), '90092');
  await userEvent.type(field(canvas, /^Dígito da conta/), digit);
}

/** Platform staff create a store with an alphanumeric CNPJ, step by step, to an active store. */
export const CreateAStore: Story = {
  play: async ({ canvas }) => {
    await throughDocument(canvas);
    const registry = canvas.getByRole('region', { name: 'O que a Receita Federal informa' });
    await expect(registry).toHaveTextContent('Situação cadastral');
    await expect(registry).toHaveTextContent('Ativa');
    await throughRegistryAddressContact(canvas);
    await chooseItau(canvas);
    await expect(canvas.getByText('O dígito da conta é conferido pela regra do Itaú Unibanco.')).toBeVisible();
    await expect(canvas.getByText(`${ALPHANUMERIC} (o mesmo da loja)`)).toBeVisible();
    await next(canvas);
    await step(canvas, 'Plano e canais');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Maquininha (POS)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pix' }));
    await next(canvas);
    await step(canvas, 'Revisão');
    await expect(canvas.getByText('341 · Itaú Unibanco · agência 4440 · conta 90092-8')).toBeVisible();
    await expect(canvas.getByText('Maquininha (POS), Pix')).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Criar loja' }));
    await visible(await canvas.findByRole('heading', { name: 'Empório Aurora foi criada' }, LONG));
    const outcome = canvas.getByText('A loja está ativa: já pode vender.');
    await expect(outcome).toHaveTextContent(/Ativa A loja/);
    const made = story.sandbox.db.read().createdEstablishments.filter((made) => made.tradeName === 'Empório Aurora');
    await expect(made).toHaveLength(1);
    await expect(made[0]?.profile?.channels).toEqual(['pos', 'pix']);
    await visible(canvas.getByRole('button', { name: 'Ver a loja' }));
  },
};

/** A document the registry says is closed ("Baixada") stops at the first step, with the registry's reason. */
export const RegistryRefuses: Story = {
  play: async ({ canvas }) => {
    const document = await canvas.findByRole('textbox', { name: /CPF ou CNPJ do titular/ }, LONG);
    await userEvent.type(document, '11444777000161');
    await next(canvas);
    await waitFor(() => expect(document).toHaveAccessibleDescription(/situação “Baixada”/), LONG);
    await expect(document).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Documento', level: 2 })).toBeVisible();
  },
};

const takenStore = (tradeName: string) => ({
  idempotencyKey: 'story-taken-store',
  kind: 'store' as const,
  document: ALPHANUMERIC,
  tradeName,
  mcc: '5411' as const,
  whiteLabelId: null,
  address: {
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  contact: { name: 'Marina Costa', email: 'marina@aurora.com.br', phone: '(11) 98888-7777' },
  settlementAccount: {
    bankCode: '341',
    accountType: 'checking' as const,
    agency: '4440',
    agencyDigit: '',
    account: '90092',
    accountDigit: '8',
    holderDocument: ALPHANUMERIC,
  },
  channels: ['pos' as const],
});

/** A document that already has a store says which (in the caller's tree) and stays. */
export const AlreadyRegistered: Story = {
  play: async ({ canvas }) => {
    // A store made a moment ago on this document, by someone else of the platform.
    const taken = { document: ALPHANUMERIC, tradeName: 'Aurora Matriz' };
    await storyApi(story.sandbox, storyUsers.admin).stores.createEstablishment(takenStore(taken.tradeName));
    const document = await canvas.findByRole('textbox', { name: /CPF ou CNPJ do titular/ }, LONG);
    await userEvent.type(document, taken.document);
    await next(canvas);
    await waitFor(
      () => expect(document).toHaveAccessibleDescription(new RegExp(`já está cadastrado: loja “${taken.tradeName}”`)),
      LONG,
    );
  },
};

/** An invalid document is refused on its field before any lookup. */
export const InvalidDocument: Story = {
  play: async ({ canvas }) => {
    const document = await canvas.findByRole('textbox', { name: /CPF ou CNPJ do titular/ }, LONG);
    await userEvent.type(document, '12345678900');
    await next(canvas);
    await waitFor(() => expect(document).toHaveAccessibleDescription(/^CPF ou CNPJ inválido\./), LONG);
  },
};

/** The registry cannot be reached: the step says so and keeps the document. */
export const RegistryUnreachable: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET registry/{document}', 'server-error');
    return () => story.sandbox.force('GET registry/{document}', null);
  },
  play: async ({ canvas }) => {
    const document = await canvas.findByRole('textbox', { name: /CPF ou CNPJ do titular/ }, LONG);
    await userEvent.type(document, ALPHANUMERIC);
    await next(canvas);
    await waitFor(
      () => expect(document).toHaveAccessibleDescription(/Não foi possível consultar a Receita Federal/),
      LONG,
    );
    await expect(document).toHaveValue(ALPHANUMERIC);
  },
};

/** A CEP the lookup does not know: the address is typed, and the step says so. */
export const UnknownPostalCode: Story = {
  play: async ({ canvas }) => {
    await throughDocument(canvas);
    await next(canvas);
    await step(canvas, 'Endereço');
    const cep = field(canvas, /CEP/);
    await userEvent.clear(cep);
    await userEvent.type(cep, '69999999');
    await waitFor(() => expect(cep).toHaveAccessibleDescription('CEP não encontrado: informe o endereço.'), LONG);
    await expect(field(canvas, /Logradouro/)).toBeEnabled();
  },
};

/** Every required field of a step is said on its field, the first focused, before moving on. */
export const StepProblems: Story = {
  play: async ({ canvas }) => {
    await throughDocument(canvas);
    await next(canvas);
    await step(canvas, 'Endereço');
    await userEvent.clear(field(canvas, /CEP/));
    await userEvent.clear(field(canvas, /Logradouro/));
    await next(canvas);
    await waitFor(() => expect(field(canvas, /CEP/)).toHaveAccessibleDescription(/^CEP: 8 dígitos\./), LONG);
    await expect(field(canvas, /CEP/)).toHaveFocus();
    await expect(field(canvas, /Logradouro/)).toHaveAccessibleDescription(/^Preencha o endereço completo\./);
  },
};

/** A check digit that does not match Itaú's rule is refused on the digit, before sending. */
export const WrongCheckDigit: Story = {
  play: async ({ canvas }) => {
    await throughDocument(canvas);
    await throughRegistryAddressContact(canvas);
    await chooseItau(canvas, '7');
    await next(canvas);
    await waitFor(
      () =>
        expect(field(canvas, /^Dígito da conta/)).toHaveAccessibleDescription(
          /O dígito da conta não confere com a agência e a conta./,
        ),
      LONG,
    );
    await expect(canvas.getByRole('heading', { name: 'Conta de liquidação', level: 2 })).toBeVisible();
  },
};

/** A white label's people create in their own tree; the store waits in analysis. */
export const PartnerStoreInAnalysis: Story = {
  args: { user: storyUsers.partner },
  play: async ({ canvas }) => {
    await visible(
      await canvas.findByText(
        'A loja fica na sua carteira e passa pela análise da plataforma antes de vender.',
        {},
        LONG,
      ),
    );
    await expect(canvas.queryByRole('radiogroup', { name: 'O que cadastrar' })).toBeNull();
    await throughDocument(canvas, '06.990.590/0001-23');
    await throughRegistryAddressContact(canvas);
    await chooseItau(canvas);
    await next(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Link de pagamento' }, LONG));
    await next(canvas);
    await step(canvas, 'Revisão');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar loja' }));
    await visible(await canvas.findByRole('heading', { name: 'Empório Aurora foi criada' }, LONG));
    await expect(canvas.getByText(/^A loja está em análise/)).toHaveTextContent(/Em análise A loja/);
  },
};

/** Platform staff create a white label: no settlement account nor channels are asked. */
export const CreateAWhiteLabel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Um white label/ }, LONG));
    await expect(canvas.queryByRole('combobox', { name: /White label da loja/ })).toBeNull();
    await throughDocument(canvas, '45.997.418/0001-53');
    await whiteLabelToReview(canvas);
    await expect(canvas.getByText(/não tem conta de liquidação nem canais de venda/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar white label' }));
    await visible(await canvas.findByRole('heading', { name: /^White label .* criado$/ }, LONG));
  },
};

const draft = {
  [`painel:draft:new-store:${storyUsers.admin.iduser}`]: JSON.stringify({
    savedAt: Date.now(),
    values: {
      document: ALPHANUMERIC,
      tradeName: 'Rascunho Aurora',
      contact: { name: 'Marina', email: '', phone: '' },
    },
  }),
};

/** Reopened after a reload: what was typed is back, said so, at the step it was on. */
export const DraftAfterAReload: Story = {
  args: { path: `${CREATE}?etapa=contato`, remembered: draft },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Recuperamos o que você tinha digitado e não enviou.', {}, LONG));
    await step(canvas, 'Contato');
    await expect(field(canvas, /Nome do responsável/)).toHaveValue('Marina');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar' }, LONG));
    await step(canvas, 'Dados cadastrais');
    await expect(field(canvas, /Nome fantasia/)).toHaveValue('Rascunho Aurora');
  },
};

/** Without a draft, an address with a later step still opens at the first. */
export const NoDraftStartsAtTheStart: Story = {
  args: { path: `${CREATE}?etapa=conta` },
  play: async ({ canvas }) => {
    await step(canvas, 'Documento');
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET establishments', 'never');
    return () => story.sandbox.force('GET establishments', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Carregando o cadastro de lojas…', {}, LONG));
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET establishments', 'server-error');
    return () => story.sandbox.force('GET establishments', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Não foi possível abrir o cadastro de lojas.', {}, LONG));
    await visible(canvas.getByRole('button', { name: 'Tentar novamente' }));
  },
};

/** Refused when sent (the document taken meanwhile): the wizard goes back to the step to fix, its field focused. */
export const RegisteredMeanwhile: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Um white label/ }, LONG));
    await throughDocument(canvas);
    await whiteLabelToReview(canvas);
    await storyApi(story.sandbox, storyUsers.admin).stores.createEstablishment(takenStore('Aurora Matriz'));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar white label' }));
    const document = await canvas.findByRole('textbox', { name: /CPF ou CNPJ do titular/ }, LONG);
    await waitFor(() => expect(document).toHaveFocus(), LONG);
    await expect(document).toHaveAccessibleDescription(/já está cadastrado: loja “Aurora Matriz”/);
    await expect(canvas.getByRole('heading', { name: 'Documento', level: 2 })).toBeVisible();
  },
};
