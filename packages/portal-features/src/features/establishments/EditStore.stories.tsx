import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin);
const STORE = 21;
const EDIT = `/dashboard/establishments/edit/${STORE}`;
const DOCUMENT = '45.723.174/0001-10';

const meta = {
  title: 'Screens/White Label e Lojas/Editar loja',
  ...story.screenMeta(EDIT, storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });
const opened = (canvas: Canvas) => canvas.findByRole('textbox', { name: /Nome fantasia/ }, LONG);

/** Asks for the Itaú account 4440 / 90092-8 with a reason. */
async function askForItau(canvas: Canvas, digit = '8', reason = 'A loja trocou de banco em novembro.') {
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedir uma nova conta de liquidação' }));
  // The bank field comes in its own file once a new account is asked for.
  await userEvent.type(await canvas.findByRole('searchbox', { name: 'Buscar banco' }, LONG), 'itau unibanco s.a.');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Banco/ }), '341');
  await userEvent.type(field(canvas, /^Agência/), '4440');
  await userEvent.type(field(canvas, /^Conta/), '90092');
  await userEvent.type(field(canvas, /^Dígito da conta/), digit);
  if (reason) await userEvent.type(field(canvas, /Motivo da troca/), reason);
}

/** The store's data change at once and the page shows them. */
export const SavedAtOnce: Story = {
  play: async ({ canvas }) => {
    const name = await opened(canvas);
    await expect(name).toHaveValue('Loja Exemplo — Matriz');
    await userEvent.clear(name);
    await userEvent.type(name, 'Loja Exemplo Centro');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await visible(await within(document.body).findByText('Loja salva.', {}, LONG));
    await visible(await canvas.findByRole('heading', { name: 'Loja Exemplo Centro' }, LONG));
    const edit = story.sandbox.db.read().establishmentEdits.find((candidate) => candidate.id === STORE);
    await expect(edit?.tradeName).toBe('Loja Exemplo Centro');
  },
};

/** A new settlement account is a request: the store keeps its account until a second person approves. */
export const NewAccountWaitsForApproval: Story = {
  play: async ({ canvas }) => {
    await opened(canvas);
    await expect(canvas.getByText(/Itaú Unibanco · agência 1147 · conta •••• 0147/)).toBeVisible();
    await askForItau(canvas);
    await expect(canvas.getByText(`${DOCUMENT} (o mesmo da loja)`)).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await visible(
      await within(document.body).findByText(
        'A nova conta de liquidação aguarda a aprovação de outra pessoa.',
        {},
        LONG,
      ),
    );
    await visible(await canvas.findByText(/Nova conta aguardando aprovação: Itaú Unibanco, •••• 0928/, {}, LONG));
    const requests = story.sandbox.db.read().approvals.filter((request) => request.kind === 'settlementAccount');
    await expect(requests).toHaveLength(1);
    await expect(requests[0]?.reason).toBe('A loja trocou de banco em novembro.');
  },
};

/** The new account is checked like a new store's, and its reason asked, before anything is sent. */
export const AccountProblems: Story = {
  play: async ({ canvas }) => {
    await opened(canvas);
    await askForItau(canvas, '7', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(
      () => expect(field(canvas, /^Dígito da conta/)).toHaveAccessibleDescription(/O dígito da conta não confere/),
      LONG,
    );
    await expect(field(canvas, /Motivo da troca/)).toHaveAccessibleDescription(/Diga por que a conta muda/);
    await expect(story.sandbox.db.read().approvals.filter((r) => r.kind === 'settlementAccount')).toHaveLength(0);
  },
};

/** While a new account waits, the page says so and another is not asked. */
export const AccountAlreadyAsked: Story = {
  beforeEach: async () => {
    story.reset();
    const api = storyApi(story.sandbox, storyUsers.admin);
    const store = await api.stores.establishment(STORE);
    await api.stores.updateEstablishment(STORE, {
      tradeName: store.tradeName,
      mcc: store.mcc,
      address: store.address,
      contact: store.contact,
      channels: store.channels,
      settlementAccount: {
        bankCode: '341',
        accountType: 'checking',
        agency: '4440',
        agencyDigit: '',
        account: '90092',
        accountDigit: '8',
        holderDocument: DOCUMENT,
      },
      reason: 'A loja trocou de banco em novembro.',
    });
  },
  play: async ({ canvas }) => {
    await opened(canvas);
    await visible(canvas.getByText(/Uma nova conta aguarda aprovação: Itaú Unibanco, •••• 0928/));
    await expect(canvas.queryByRole('checkbox', { name: 'Pedir uma nova conta de liquidação' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/dashboard/establishments/edit/999999' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Não foi possível carregar a loja.', {}, LONG));
  },
};
