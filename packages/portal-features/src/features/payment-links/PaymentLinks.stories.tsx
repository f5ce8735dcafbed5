import type { CreatePaymentLinkInput, PaymentLink } from '@painel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.partner);
const merchantApi = () => storyApi(story.sandbox, storyUsers.merchant);

const meta = {
  title: 'Screens/Produtos/Links de pagamento',
  ...story.screenMeta('/dashboard/payment/links/fixed', storyUsers.merchant),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const linkInput = (overrides: Partial<CreatePaymentLinkInput> = {}): CreatePaymentLinkInput => ({
  idempotencyKey: `story-${Math.random().toString(16).slice(2)}`,
  kind: 'reusable',
  name: 'Camiseta Painel',
  items: [{ name: 'Camiseta', quantity: 1, unitPrice: 7_990 }],
  methods: {
    card: { maxInstallments: 6, interestFree: 6, monthlyInterest: 0 },
    pix: { expiresInMinutes: 30 },
    boleto: null,
  },
  collect: { document: true, phone: false, address: false },
  ...overrides,
});
const payByCard = (id: string, key: string) =>
  merchantApi().payCheckout(id, {
    idempotencyKey: key,
    method: 'card',
    payer: { name: 'Bruno Comprador', email: 'bruno@example.com', document: '52998224725' },
    card: { number: '4111111111111111', holderName: 'BRUNO COMPRADOR', expiry: '12/2030', cvv: '123', installments: 2 },
  });

/** Made in a story's beforeEach (after the meta's reset) and read by its play. */
let made: PaymentLink[] = [];
const table = async (canvas: Canvas, name = 'Tabela de links') => {
  const region = await canvas.findByRole('region', { name }, LONG);
  const found = within(region).getByRole('table');
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'), LONG);
  return found;
};

export const NoLinksYet: Story = {
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum link ainda. Crie o primeiro para receber pagamentos.', {}, LONG));
    await expect(canvas.getByRole('button', { name: 'Novo link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await expect(canvas.queryByText('Nenhum resultado encontrado.')).toBeNull();
  },
};

export const ListWithPaymentsAndStatusFilter: Story = {
  beforeEach: async () => {
    const selling = await merchantApi().createPaymentLink(linkInput());
    await payByCard(selling.id, 'story-list-paid');
    const off = await merchantApi().createPaymentLink(linkInput({ name: 'Caneca antiga' }));
    await merchantApi().deactivatePaymentLink(off.id);
    made = [selling, off];
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveTextContent('Camiseta Painel');
    await expect(grid).toHaveTextContent('1 · R$ 79,90');
    await expect(grid).toHaveTextContent('Caneca antiga');
    await expect(canvas.getByRole('region', { name: 'Valor recebido' })).toHaveTextContent('R$ 79,90');
    await expect(canvas.getByRole('region', { name: 'Pagamentos recebidos' })).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Inativo' }));
    await waitFor(() => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('status=inactive'), LONG);
    await waitFor(() => expect(grid).toHaveTextContent('Caneca antiga'), LONG);
    await expect(grid).not.toHaveTextContent('Camiseta Painel');
  },
};

export const CreateAnonymousLink: Story = {
  args: { path: '/dashboard/payment/links/create/fixed' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar link' }, LONG));
    await expect(await canvas.findByText(/Dê ao link um nome de 3 a 80 caracteres/)).toBeVisible();
    await expect(canvas.getByText('Informe o nome do item.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome do item' })).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome do item' }), 'Aula de violão');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor unitário' }), '120,00');
    await userEvent.type(canvas.getByRole('textbox', { name: /Nome do link/ }), 'Aula avulsa');
    await userEvent.type(canvas.getByRole('textbox', { name: /Limite de pagamentos/ }), '10');
    await expect(canvas.getByRole('textbox', { name: 'Valor unitário' })).toHaveValue('R$ 120,00');
    await expect(canvas.getByText(/^Total do link: R\$\s120,00$/)).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Criar link' }));
    await waitFor(
      () =>
        expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(
          /^\/dashboard\/payment\/links\/fixed\/[0-9a-f]{20}$/,
        ),
      LONG,
    );
    await visible(await canvas.findByText(/\/checkout\/[0-9a-f]{20}$/, { selector: 'p' }, LONG));
    await expect(story.sandbox.db.read().paymentLinks).toHaveLength(1);
    await expect(story.sandbox.db.read().auditLogs[0]?.auditable_type).toBe('App\\Models\\PaymentLink');
    await userEvent.click(canvas.getByRole('button', { name: 'QR Code' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'QR Code de Aula avulsa' }, LONG);
    await visible(await within(dialog).findByRole('img', { name: 'QR Code de Aula avulsa' }, LONG));
  },
};

export const PersonalLinkForACustomer: Story = {
  args: { path: '/dashboard/payment/links/create' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Nome do item' }, LONG), 'Consultoria');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor unitário' }), '500,00');
    await userEvent.type(canvas.getByRole('textbox', { name: /Nome do link/ }), 'Consultoria de março');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar link' }));
    await expect(await canvas.findByText('Informe o nome do cliente.')).toBeVisible();
    await expect(canvas.getByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome do cliente' }), 'Ana Lima');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail do cliente' }), 'ana@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF ou CNPJ do cliente' }), '52998224725');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar link' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Consultoria de março' }, LONG);
    await visible(await within(dialog).findByText('Ana Lima · ana@example.com', {}, LONG));
    await expect(within(dialog).getByRole('link', { name: /Enviar por e-mail/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ana%40example\.com\?subject=/),
    );
    // D18: the address opens as the customer sees it; the toast leaves the dialog's close button free; the only
    // red button is the irreversible one, on its own row with the other management actions, not among the shares.
    await expect(within(dialog).getByRole('link', { name: /Abrir link/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/checkout\/[0-9a-f]{20}$/),
    );
    const toast = await within(document.body).findByText('Link Consultoria de março criado.', {}, LONG);
    const close = within(dialog).getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement;
    const [a, b] = [toast.getBoundingClientRect(), close.getBoundingClientRect()];
    const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    await expect(overlaps).toBe(false);
    const remove = within(dialog).getByRole('button', { name: 'Excluir' });
    const deactivate = within(dialog).getByRole('button', { name: 'Desativar' });
    await expect(remove.parentElement).toBe(deactivate.parentElement);
    await expect(remove.parentElement).not.toContainElement(within(dialog).getByRole('link', { name: /WhatsApp/ }));
    await expect(getComputedStyle(deactivate).backgroundColor).not.toBe(getComputedStyle(remove).backgroundColor);
  },
};

export const DeactivateFromTheDetail: Story = {
  beforeEach: async () => {
    made = [await merchantApi().createPaymentLink(linkInput({ name: 'Ingresso show' }))];
  },
  render: (args) => <PortalStory {...args} path={`/dashboard/payment/links/fixed/${made[0]?.id ?? ''}`} />,
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Ativo', {}, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar' }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Desativar link?' }, LONG);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desativar link' }));
    await visible(await canvas.findByText('Inativo', {}, LONG));
    await expect(canvas.queryByRole('button', { name: 'Desativar' })).toBeNull();
    // Its trigger gone, focus is on Duplicar (the way to sell it again), not on the page's body.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Duplicar' })).toHaveFocus());
    await expect(story.sandbox.db.read().auditLogs[0]).toMatchObject({
      old_values: { status: 'Ativo' },
      new_values: { status: 'Inativo' },
    });
  },
};

export const DetailWithPaymentsIsLocked: Story = {
  beforeEach: async () => {
    const link = await merchantApi().createPaymentLink(linkInput({ name: 'Kit presente' }));
    await payByCard(link.id, 'story-detail-paid');
    made = [link];
  },
  render: (args) => <PortalStory {...args} path={`/dashboard/payment/links/fixed/${made[0]?.id ?? ''}`} />,
  play: async ({ canvas }) => {
    const payments = await table(canvas, 'Tabela de pagamentos do link');
    await expect(payments).toHaveTextContent('Bruno Comprador');
    await expect(payments).toHaveTextContent('Cartão 2×');
    await expect(payments).toHaveTextContent(/TX\d{8}9\d{5}/);
    await expect(
      canvas.getByText('Este link já recebeu pagamentos: itens e valores não podem mais ser alterados.'),
    ).toBeVisible();
  },
};

export const DuplicateStartsFromALink: Story = {
  beforeEach: async () => {
    made = [await merchantApi().createPaymentLink(linkInput({ name: 'Curso online' }))];
  },
  render: (args) => (
    <PortalStory {...args} path={`/dashboard/payment/links/create/fixed?duplicar=${made[0]?.id ?? ''}`} />
  ),
  play: async ({ canvas }) => {
    await visible(
      await canvas.findByText('Novo link a partir de “Curso online”. Confira os dados antes de criar.', {}, LONG),
    );
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: /Nome do link/ })).toHaveValue('Curso online'),
      LONG,
    );
    // The masked field shows the value after its mask has taken it, a moment after the plain fields.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Valor unitário' })).toHaveValue('R$ 79,90'), LONG);
  },
};

export const PartnerSeesWithoutCreating: Story = {
  args: { user: storyUsers.partner },
  beforeEach: async () => {
    made = [await merchantApi().createPaymentLink(linkInput({ name: 'Link da loja' }))];
  },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveTextContent('Link da loja');
    await expect(canvas.queryByRole('button', { name: 'Novo link' })).toBeNull();
  },
};

export const EditBeforeAnyPayment: Story = {
  beforeEach: async () => {
    made = [await merchantApi().createPaymentLink(linkInput({ name: 'Caneca', expiresInDays: 10 }))];
  },
  render: (args) => (
    <PortalStory {...args} path={`/dashboard/payment/links/create/fixed?editar=${made[0]?.id ?? ''}`} />
  ),
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Alterando o link “Caneca”.', {}, LONG));
    const name = canvas.getByRole('textbox', { name: /Nome do link/ });
    await waitFor(() => expect(name).toHaveValue('Caneca'), LONG);
    await expect(canvas.getByRole('radio', { name: 'Em uma data' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Nome do item' })).toBeEnabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Caneca esmaltada');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(
      () =>
        expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(
          `/dashboard/payment/links/fixed/${made[0]?.id ?? ''}`,
        ),
      LONG,
    );
    await expect(story.sandbox.db.read().paymentLinks[0]?.name).toBe('Caneca esmaltada');
    await expect(story.sandbox.db.read().auditLogs[0]).toMatchObject({
      old_values: { nome: 'Caneca' },
      new_values: { nome: 'Caneca esmaltada' },
    });
  },
};

export const EditAfterAPaymentLocksTheItems: Story = {
  beforeEach: async () => {
    const link = await merchantApi().createPaymentLink(linkInput({ name: 'Agenda 2027' }));
    await payByCard(link.id, 'story-edit-paid');
    made = [link];
  },
  render: (args) => (
    <PortalStory {...args} path={`/dashboard/payment/links/create/fixed?editar=${made[0]?.id ?? ''}`} />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Este link já recebeu pagamentos: itens e valores não podem mais ser alterados.',
        {},
        LONG,
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome do item' })).toBeDisabled(), LONG);
    await expect(canvas.getByRole('textbox', { name: 'Valor unitário' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Limite de pagamentos/ }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(story.sandbox.db.read().paymentLinks[0]?.usageLimit).toBe(50), LONG);
    await expect(story.sandbox.db.read().paymentLinks[0]?.items[0]?.unitPrice).toBe(7_990);
  },
};

export const DeleteALinkNobodyPaid: Story = {
  beforeEach: async () => {
    made = [await merchantApi().createPaymentLink(linkInput({ name: 'Rascunho de promoção' }))];
  },
  render: (args) => <PortalStory {...args} path={`/dashboard/payment/links/fixed/${made[0]?.id ?? ''}`} />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }, LONG));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Excluir link?' }, LONG);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir link' }));
    await waitFor(
      () => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/dashboard\/payment\/links\/fixed$/),
      LONG,
    );
    await expect(story.sandbox.db.read().paymentLinks).toHaveLength(0);
  },
};

/** A partner's brand over the list and its filter: the same play, the partner's colours. */
export const PartnerBrand: Story = { ...ListWithPaymentsAndStatusFilter, globals: { brand: 'sol' } };

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = { ...ListWithPaymentsAndStatusFilter, ...phoneList('Tabela de links') };

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = {
  ...ListWithPaymentsAndStatusFilter,
  ...laptopList('Tabela de links', ['Valor', 'Status']),
};
