import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isoDay } from '../../core/dates';
import { STORED_USER_KEY } from '../../core/session/sessionStore';
import { memoryStorage, sandboxFor, storyUsers } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';
import { documentReminderKey, paymentPauseKey } from './conditions';

const unverified = { ...storyUsers.client, verify_documents: 0 as const };
const carnival = () => new Date(2024, 1, 10, 9, 0); // 10/02/2024, before the 14/02/2024 cutoff

const meta = {
  title: 'Screens/Portal/Notices',
  component: PortalStory,
  args: { path: '/dashboard/transfers', user: unverified },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: sandboxFor(storyUsers.client).handlers } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');
/** The portal's storage for a story that checks what was remembered. */
const storageOf = (user: typeof unverified | typeof storyUsers.client) =>
  memoryStorage({ [STORED_USER_KEY]: JSON.stringify(user) });
const reminderStorage = storageOf(unverified);
const pauseStorage = storageOf(storyUsers.client);

export const DocumentReminder: Story = {
  args: { storage: reminderStorage },
  play: async () => {
    const reminder = await dialog();
    await expect(within(reminder).getByRole('heading', { name: 'Envie os seus documentos' })).toBeVisible();
    await userEvent.click(within(reminder).getByRole('button', { name: 'Mais tarde' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Today's date is kept, so it does not show again today.
    await expect(reminderStorage.getItem(documentReminderKey(unverified.iduser))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  },
};

export const DocumentReminderSendNow: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Enviar agora' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('/pages/account-settings?tab=3'),
    );
  },
};

export const DocumentReminderDismissedToday: Story = {
  args: { remembered: { [documentReminderKey(unverified.iduser)]: isoDay(new Date()) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const PaymentPause: Story = {
  args: { user: storyUsers.client, clock: carnival, storage: pauseStorage },
  play: async () => {
    const notice = await dialog();
    await expect(within(notice).getByRole('heading', { name: 'Pausa nos pagamentos no Carnaval' })).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Estou ciente' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(pauseStorage.getItem(paymentPauseKey(unverified.iduser))).toBe('2024-02');
  },
};

export const PaymentPauseAcknowledgedThisMonth: Story = {
  args: {
    user: storyUsers.client,
    clock: carnival,
    remembered: { [paymentPauseKey(unverified.iduser)]: '2024-02' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const PaymentPauseAfterTheCutoff: Story = {
  args: { user: storyUsers.client },
  play: async ({ canvas }) => {
    // Today the spec's cutoff (14/02/2024) has passed: no notice.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const PaymentPauseThenReminder: Story = {
  args: { clock: carnival },
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Estou ciente' }));
    await expect(await within(document.body).findByRole('heading', { name: 'Envie os seus documentos' })).toBeVisible();
  },
};
