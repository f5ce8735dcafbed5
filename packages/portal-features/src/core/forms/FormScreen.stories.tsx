import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@painel/ui';
import { FormTextField } from '@painel/ui/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod';
import { PortalAnchor } from '../links/PortalAnchor';
import { FormGrid } from '../money/moneyLayout';
import { STORED_USER_KEY } from '../session/sessionStore';
import { LONG } from '../../storybook/patience';
import { PatternStory } from '../../storybook/PatternStory';
import { memoryStorage, storyUsers } from '../../storybook/fixtures';
import { FormScreen } from './FormScreen';
import { useFormScreen } from './useFormScreen';

const contactSchema = z.object({
  name: z.string().trim().min(3, 'Informe o nome completo.'),
  email: z.email('Informe um e-mail válido.'),
  notes: z.string().max(200, 'Até 200 caracteres.'),
});
type Contact = z.infer<typeof contactSchema>;

type Answer = 'created' | 'emailTaken' | 'fails';

/** What the API answers the demo form: created, a field refused by the server, or a failure. */
function send(answer: Answer) {
  if (answer === 'emailTaken')
    return Promise.reject(
      Object.assign(new Error('422'), { status: 422, fieldErrors: { email: ['Este e-mail já tem um contato.'] } }),
    );
  if (answer === 'fails') return Promise.reject(Object.assign(new Error('500'), { status: 500 }));
  return Promise.resolve();
}

/** A form screen as the back-office writes one: a zod schema, its fields, what it sends, where it goes after. */
function ContactForm({ answer, onSend, keepsDraft }: { answer: Answer; onSend: () => void; keepsDraft: boolean }) {
  const navigate = useNavigate();
  const [made, setMade] = useState(false);
  const state = useFormScreen<Contact>({
    defaultValues: { name: '', email: '', notes: '' },
    resolver: zodResolver(contactSchema),
    ...(keepsDraft ? { draft: { form: 'story-contact' } } : {}),
    messages: {
      fix: 'Corrija os campos destacados.',
      failed: 'Não foi possível salvar. Nada foi perdido: tente de novo.',
    },
    submit: async () => {
      onSend();
      await send(answer);
      setMade(true);
    },
  });
  if (made) return <p role="status">Contato criado.</p>;
  return (
    <>
      <nav aria-label="Menu">
        <PortalAnchor to="/outra-pagina">Outra página</PortalAnchor>
      </nav>
      <FormScreen
        state={state}
        intro={<p>Quem a loja avisa sobre as vendas.</p>}
        submitLabel="Criar contato"
        cancelLabel="Cancelar"
        onCancel={() => void navigate('/outra-pagina')}
      >
        <Card title="Contato">
          <FormGrid>
            <FormTextField name="name" label="Nome" autoComplete="off" required />
            <FormTextField name="email" type="email" label="E-mail" autoComplete="off" required />
            <FormTextField name="notes" label="Observações" />
          </FormGrid>
        </Card>
      </FormScreen>
    </>
  );
}

/**
 * `core/forms`' `FormScreen` and `useFormScreen`: how every form checks, sends once, shows the server's field errors,
 * keeps what was typed and asks before leaving, shown on a small contact form with a zod schema.
 */
const meta = {
  title: 'Core/Forms/FormScreen',
  component: ContactForm,
  args: { answer: 'created', onSend: fn(), keepsDraft: false },
  decorators: [
    (Story, context) => (
      <PatternStory path="/contatos/novo" storage={context.parameters.storage as Storage | undefined}>
        <Story />
      </PatternStory>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refused before sending: each field says why, the first gets focus, and nothing is sent. */
export const RefusedWithTheRules: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }, LONG), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar contato' }));
    const name = canvas.getByRole('textbox', { name: /Nome/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(/Informe o nome completo/);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(/e-mail válido/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Corrija os campos destacados.');
    await expect(args.onSend).not.toHaveBeenCalled();
    // Once refused, each change is checked again.
    await userEvent.type(name, 'Ana Lima');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription(/Informe o nome completo/));
  },
};

/** A double click is one request. */
export const OneRequestPerSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome/ }, LONG), 'Ana Lima');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Criar contato' }));
    await expect(await canvas.findByText('Contato criado.', {}, LONG)).toBeVisible();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses a field: its message under that field, focus on it, everything typed kept. */
export const ServerFieldErrorOnItsField: Story = {
  args: { answer: 'emailTaken' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome/ }, LONG), 'Ana Lima');
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar contato' }));
    await waitFor(() => expect(email).toHaveFocus(), LONG);
    await expect(email).toHaveAccessibleDescription(/Este e-mail já tem um contato/);
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveValue('Ana Lima');
  },
};

/** A failed send says so above the way out and loses nothing. */
export const FailureKeepsWhatWasTyped: Story = {
  args: { answer: 'fails' },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome/ }, LONG), 'Ana Lima');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar contato' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Não foi possível salvar. Nada foi perdido: tente de novo.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar contato' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};

/** Leaving a changed form by a link or the way out asks first; staying keeps everything, leaving goes. */
export const AsksBeforeLeaving: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome/ }, LONG), 'Ana');
    await userEvent.click(canvas.getByRole('link', { name: 'Outra página' }));
    const ask = await within(document.body).findByRole('alertdialog', { name: 'Sair sem enviar?' }, LONG);
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveValue('Ana');
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('/contatos/novo');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const again = await within(document.body).findByRole('alertdialog', { name: 'Sair sem enviar?' }, LONG);
    await userEvent.click(within(again).getByRole('button', { name: 'Sair sem enviar' }));
    await expect(await canvas.findByRole('heading', { name: 'Outra página' }, LONG)).toBeVisible();
  },
};

/** An unchanged form leaves at once. */
export const UnchangedLeavesAtOnce: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Outra página' }, LONG));
    await expect(await canvas.findByRole('heading', { name: 'Outra página' }, LONG)).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

const draftStorage = () =>
  memoryStorage({
    [STORED_USER_KEY]: JSON.stringify(storyUsers.merchant),
    [`painel:draft:story-contact:${storyUsers.merchant.iduser}`]: JSON.stringify({
      savedAt: new Date('2026-11-26T12:00:00Z').getTime(),
      values: { name: 'Ana Lima', email: 'ana@exa', notes: '' },
    }),
  });

/** A long form reopened after a reload: what was typed is back, said so, and can be thrown away. */
export const DraftBackAfterAReload: Story = {
  args: { keepsDraft: true },
  parameters: { storage: draftStorage() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Recuperamos o que você tinha digitado e não enviou.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveValue('Ana Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar rascunho' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveValue(''));
    await expect(canvas.queryByText(/Recuperamos/)).toBeNull();
  },
};
