import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sandboxFor, storyUsers } from '../storybook/fixtures';
import { isoDay } from '../shared/dates';
import { PortalStory } from '../storybook/PortalStory';
import { documentReminderKey, paymentPauseKey } from './conditions';

const unverified = { ...storyUsers.client, verify_documents: 0 as const };
const carnival = () => new Date(2024, 1, 10, 9, 0); // 10/02/2024, before the 14/02/2024 cutoff

const meta = {
  title: 'Screens/Portal/Notices',
  component: PortalStory,
  args: { path: '/dashboard/transfers', user: unverified },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: sandboxFor(storyUsers.client).handlers } },
  beforeEach: () => {
    const clear = () => {
      localStorage.removeItem(documentReminderKey(unverified.iduser));
      localStorage.removeItem(paymentPauseKey(unverified.iduser));
    };
    clear();
    return clear;
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

export const DocumentReminder: Story = {
  play: async () => {
    const reminder = await dialog();
    await expect(within(reminder).getByRole('heading', { name: 'Envie os seus documentos' })).toBeVisible();
    await userEvent.click(within(reminder).getByRole('button', { name: 'Mais tarde' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Today's date is kept, so it does not show again today.
    await expect(localStorage.getItem(documentReminderKey(unverified.iduser))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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
  beforeEach: () => {
    localStorage.setItem(documentReminderKey(unverified.iduser), isoDay(new Date()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const PaymentPause: Story = {
  args: { user: storyUsers.client, options: { now: carnival } },
  play: async () => {
    const notice = await dialog();
    await expect(within(notice).getByRole('heading', { name: 'Pausa nos pagamentos no Carnaval' })).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Estou ciente' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(localStorage.getItem(paymentPauseKey(unverified.iduser))).toBe('2024-02');
  },
};

export const PaymentPauseAcknowledgedThisMonth: Story = {
  args: { user: storyUsers.client, options: { now: carnival } },
  beforeEach: () => {
    localStorage.setItem(paymentPauseKey(unverified.iduser), '2024-02');
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
  args: { options: { now: carnival } },
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Estou ciente' }));
    await expect(await within(document.body).findByRole('heading', { name: 'Envie os seus documentos' })).toBeVisible();
  },
};
