import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: '1', label: 'Perfil', content: <p>Dados do perfil</p> },
  { value: '2', label: 'Mudar senha', content: <p>Formulário de senha</p> },
  { value: '5', label: 'Auditoria de ações', content: <p>Lista de auditoria</p> },
];

/** Stands in for a screen that keeps the tab in `?tab=`. */
function TabsBoundToAddress({ initial = '1' }: { initial?: string }) {
  const [tab, setTab] = useState(initial);
  return (
    <>
      <Tabs label="Configurações da conta" value={tab} onValueChange={setTab} items={items} />
      <output aria-label="Endereço">{`?tab=${tab}`}</output>
    </>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: TabsBoundToAddress,
} satisfies Meta<typeof TabsBoundToAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Configurações da conta' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Dados do perfil');
  },
};

export const OpenedOnAnotherTab: Story = {
  args: { initial: '5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Auditoria de ações' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lista de auditoria');
  },
};

export const SwitchedByClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Mudar senha' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Formulário de senha');
    await expect(canvas.getByLabelText('Endereço')).toHaveTextContent('?tab=2');
  },
};

export const SwitchedByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mudar senha' })).toHaveFocus();
    await expect(canvas.getByLabelText('Endereço')).toHaveTextContent('?tab=2');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const EndsAndWrapping: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Auditoria de ações' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Auditoria de ações' })).toHaveTextContent('Lista de auditoria');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByLabelText('Endereço')).toHaveTextContent('?tab=5');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    // One tab stop: Shift+Tab leaves the list from any tab.
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGallery>
      <TabsBoundToAddress initial="2" />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(4);
  },
};
