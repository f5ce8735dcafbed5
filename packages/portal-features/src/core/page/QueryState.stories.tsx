import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QueryState } from './QueryState';

const messages = {
  loading: 'Carregando as funções…',
  loadFailed: 'Não foi possível carregar as funções.',
  forbidden: 'Acesso não autorizado.',
  retry: 'Tentar novamente',
};

/** `core/page`'s `QueryState`: a screen's data, or its loading, failure (with a retry) or refusal (without one). */
const meta = {
  title: 'Core/Page/QueryState',
  component: QueryState<string>,
  args: { messages, query: { data: 'Matriz carregada', mutate: fn() }, children: (data: string) => <p>{data}</p> },
} satisfies Meta<typeof QueryState<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Matriz carregada')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { query: { mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando as funções…');
  },
};

export const FailedWithARetry: Story = {
  args: { query: { error: { status: 500 }, mutate: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar as funções.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.query.mutate).toHaveBeenCalled();
  },
};

export const RefusedWithoutARetry: Story = {
  args: { query: { error: { status: 403 }, mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Acesso não autorizado.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
