import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.partner);

const meta = {
  title: 'Screens/White Label e Lojas/Loja',
  ...story.screenMeta('/dashboard/establishments/preview/21', storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What support is asked: status, 30 days, registry, address, masked account, plan, sibling stores. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { name: 'Loja Exemplo — Matriz' }, LONG));
    await expect(canvas.getByText('Ativa')).toBeVisible();
    await expect(canvas.getByText(/Itaú Unibanco · agência \d{4} · conta •••• \d{4}/)).toBeVisible();
    await expect(canvas.getByText('Plano de taxas: Padrão')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver as transações' })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/transactions?lojista=2'),
    );
    await expect(canvas.getByRole('link', { name: 'Loja Exemplo — Filial 1' })).toBeVisible();
  },
};

/** Suspending says its effect first and asks a reason; a short one is refused in the field, nothing lost. */
export const Suspend: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspender' }, LONG));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Suspender: Loja Exemplo — Matriz' }, LONG);
    await expect(dialog).toHaveTextContent('Uma loja suspensa não pode vender');
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await userEvent.type(reason, 'curto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await visible(await within(dialog).findByText('Diga o motivo em 10 a 500 caracteres.', {}, LONG));
    await userEvent.type(reason, ' demais: documentos vencidos.');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), LONG);
    // Now suspended: it may be reactivated, and the reason is said beside the status.
    await visible(await canvas.findByRole('button', { name: 'Reativar' }, LONG));
    await expect(canvas.getAllByText('Suspensa').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/curto demais: documentos vencidos\./).length).toBeGreaterThan(0);
    await expect(story.sandbox.db.read().auditLogs.filter((entry) => entry.auditable_id === '21')).toHaveLength(1);
  },
};

/** A white label may look, not change: no status buttons, said why. */
export const PartnerLooksOnly: Story = {
  args: { user: storyUsers.partner },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { name: 'Loja Exemplo — Matriz' }, LONG));
    await expect(canvas.queryByRole('button', { name: 'Suspender' })).toBeNull();
    await expect(canvas.getByText(/mudar a situação cabe a quem edita lojas/)).toBeVisible();
  },
};

/** Another white label's store does not exist for this partner. */
export const NotThisPartners: Story = {
  args: { user: storyUsers.partner, path: '/dashboard/establishments/preview/3' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Esta loja não existe ou não é sua para ver.', {}, LONG));
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET establishments/{id}', 'server-error');
    return () => story.sandbox.force('GET establishments/{id}', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('button', { name: 'Tentar novamente' }, LONG));
  },
};
