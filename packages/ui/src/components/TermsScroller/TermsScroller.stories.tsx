import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TermsScroller } from './TermsScroller';

const clauses = Array.from({ length: 40 }, (_, index) => (
  <p key={index}>
    Cláusula {index + 1}. O estabelecimento fornecerá os documentos solicitados em até 3 dias úteis a contar da
    solicitação, e manterá os registros das transações por 1 ano.
  </p>
));

function AcceptTerms({ short = false, onReachedEnd }: { short?: boolean; onReachedEnd?: () => void }) {
  const [read, setRead] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TermsScroller
        label="Contrato de prestação de serviços"
        height="300px"
        onReachedEnd={() => {
          setRead(true);
          onReachedEnd?.();
        }}
      >
        {short ? clauses.slice(0, 1) : clauses}
      </TermsScroller>
      <Button disabled={!read}>Aceitar Termos</Button>
    </div>
  );
}

const meta = {
  title: 'Components/TermsScroller',
  component: AcceptTerms,
  args: { onReachedEnd: fn() },
} satisfies Meta<typeof AcceptTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('region', { name: 'Contrato de prestação de serviços' });
    await expect(box).toHaveAttribute('data-state', 'reading');
    await expect(canvas.getByRole('button', { name: 'Aceitar Termos' })).toBeDisabled();
    await expect(args.onReachedEnd).not.toHaveBeenCalled();
  },
};

export const ScrolledAlmostToTheEnd: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('region', { name: 'Contrato de prestação de serviços' });
    // 11 px short of the end is not enough…
    box.scrollTop = box.scrollHeight - box.clientHeight - 11;
    box.dispatchEvent(new Event('scroll'));
    await expect(box).toHaveAttribute('data-state', 'reading');
    // …within 10 px is.
    box.scrollTop = box.scrollHeight - box.clientHeight - 9;
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'reached-end'));
    await expect(canvas.getByRole('button', { name: 'Aceitar Termos' })).toBeEnabled();
    await expect(args.onReachedEnd).toHaveBeenCalledTimes(1);
  },
};

/**
 * Keyboard users reach the box with Tab; the browser then scrolls it with arrows, Page Down and End
 * (native behaviour of a focusable scroll container, which synthetic key events cannot trigger, so the
 * scroll is applied directly here).
 */
export const KeyboardReachableAndReportsOnce: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('region', { name: 'Contrato de prestação de serviços' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('tabindex', '0');
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'reached-end'));
    await expect(canvas.getByRole('button', { name: 'Aceitar Termos' })).toBeEnabled();
    box.scrollTop = 0;
    box.scrollTop = box.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onReachedEnd).toHaveBeenCalledTimes(1);
  },
};

export const ShortText: Story = {
  args: { short: true },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onReachedEnd).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Aceitar Termos' })).toBeEnabled();
  },
};
