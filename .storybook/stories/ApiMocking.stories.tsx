import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';

/**
 * Pipeline check, not a product screen: proves that `parameters.msw.handlers` answers a
 * story's requests in Storybook and in the story tests, so screen stories can rely on it.
 */
function StatusProbe({ url }: { url: string }) {
  const [text, setText] = useState('Carregando...');
  useEffect(() => {
    let active = true;
    fetch(url)
      .then((response) => response.json() as Promise<{ status: string }>)
      .then((body) => active && setText(body.status))
      .catch(() => active && setText('Falha de rede'));
    return () => {
      active = false;
    };
  }, [url]);
  return <p role="status">{text}</p>;
}

const meta = {
  title: 'Pipeline/ApiMocking',
  component: StatusProbe,
  args: { url: '/pipeline/status' },
} satisfies Meta<typeof StatusProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MockedAnswer: Story = {
  parameters: {
    msw: { handlers: [http.get('*/pipeline/status', () => HttpResponse.json({ status: 'Sandbox ativo' }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sandbox ativo')).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/pipeline/status', () => HttpResponse.error())] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Falha de rede')).toBeVisible();
  },
};
