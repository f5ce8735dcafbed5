import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { controllableClock, sandboxFor, storyUsers } from '../storybook/fixtures';
import { PortalStory } from '../storybook/PortalStory';

const MINUTE = 60_000;
const body = () => within(document.body);

const warnedClock = controllableClock();
const endedClock = controllableClock();
const leaveClock = controllableClock();
const offClock = controllableClock();

const meta = {
  title: 'Flows/IdleSignOut',
  component: PortalStory,
  args: { path: '/dashboard/transfers', user: storyUsers.admin },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// A sandbox per story: an idle sign-out ends the admin's token on the server, as it should.
const ownSandbox = () => ({ msw: { handlers: sandboxFor(storyUsers.admin).handlers } });

const warning = () => body().findByRole('dialog', { name: 'Sua sessão vai expirar' });

/**
 * The screen as a person sees it once it has loaded: its list filled. The clock moves only then, since whatever a
 * late list does to the page (a scroll) counts as activity and would start the idle time over.
 */
const loaded = async (canvas: StoryContext['canvas']) => {
  await canvas.findByRole('heading', { level: 1, name: 'Transferências' });
  const table = within(await canvas.findByRole('region', { name: 'Transferências' })).getByRole('table');
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
};

export const WarnsAfterFifteenIdleMinutes: Story = {
  parameters: ownSandbox(),
  args: { clock: warnedClock.now },
  beforeEach: () => warnedClock.reset(),
  play: async ({ canvas }) => {
    await loaded(canvas);
    warnedClock.advance(14 * MINUTE);
    warnedClock.advance(MINUTE);
    const dialog = await warning();
    await expect(dialog).toHaveTextContent(/sua sessão será encerrada em (1:00|0:5\d) por falta de atividade/);
    // Enter keeps the session: focus starts on 'Continuar conectado'.
    await expect(within(dialog).getByRole('button', { name: 'Continuar conectado' })).toHaveFocus();
    warnedClock.advance(30_000);
    await waitFor(() => expect(dialog).toHaveTextContent(/encerrada em 0:(30|29|28)/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
  },
};

export const SignsOutAfterTheCountdownAndComesBack: Story = {
  parameters: ownSandbox(),
  args: { clock: endedClock.now },
  beforeEach: () => endedClock.reset(),
  play: async ({ canvas }) => {
    await loaded(canvas);
    endedClock.advance(15 * MINUTE);
    await warning();
    endedClock.advance(MINUTE);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Sua sessão foi encerrada após 15 minutos sem atividade. Entre novamente para continuar de onde parou.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('/login?redirect=%2Fdashboard%2Ftransfers');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'admin@painel.dev');
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Painel@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
  },
};

export const SignOutFromTheWarning: Story = {
  parameters: ownSandbox(),
  args: { clock: leaveClock.now },
  beforeEach: () => leaveClock.reset(),
  play: async ({ canvas }) => {
    await loaded(canvas);
    leaveClock.advance(15 * MINUTE);
    await userEvent.click(within(await warning()).getByRole('button', { name: 'Sair' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar no Painel' })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/login$/));
    // The user chose to leave: no idle note.
    await expect(canvas.queryByText(/Sua sessão foi encerrada/)).toBeNull();
  },
};

export const TurnedOffByTheHost: Story = {
  parameters: ownSandbox(),
  args: { clock: offClock.now, options: { idleTimeoutMinutes: 0 } },
  beforeEach: () => offClock.reset(),
  play: async ({ canvas }) => {
    await loaded(canvas);
    offClock.advance(60 * MINUTE);
    // The tracker would check every second: a few seconds pass with no warning and no sign-out.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
  },
};
