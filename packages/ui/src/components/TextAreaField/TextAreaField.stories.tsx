import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

function Controlled(props: Omit<TextAreaFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextAreaField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Components/TextAreaField',
  component: Controlled,
  args: { label: 'Justificativa', name: 'justificativa', maxLength: 200, showCount: true },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Justificativa' });
    await userEvent.type(area, 'Entregue.{enter}Com assinatura.');
    await expect(area).toHaveValue('Entregue.\nCom assinatura.');
    await expect(canvas.getByText('25/200')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Explique a contestação em 30 a 2000 caracteres.', hint: 'Conte o que aconteceu.' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Justificativa' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toBeRequired();
    await expect(area).toHaveAccessibleDescription(
      'Explique a contestação em 30 a 2000 caracteres. Conte o que aconteceu.',
    );
  },
};
