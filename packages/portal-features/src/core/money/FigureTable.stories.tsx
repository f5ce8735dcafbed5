import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureTable } from './moneyLayout';

/** The small figure tables of the detail screens and simulators (charges, files, installments, rates). */
const meta = {
  title: 'Core/Money/FigureTable',
  component: FigureTable,
  args: {
    label: 'Cobranças',
    children: (
      <table>
        <thead>
          <tr>
            <th scope="col">Vencimento</th>
            <th scope="col">Status</th>
            <th scope="col">Tentativas</th>
            <th scope="col" data-figure>
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">10/12/2026</th>
            <td>Paga</td>
            <td>1</td>
            <td data-figure>R$ 1.234,56</td>
          </tr>
          <tr>
            <th scope="row">10/01/2027</th>
            <td>Agendada</td>
            <td>0</td>
            <td data-figure>R$ 1.234,56</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td data-figure>R$ 2.469,12</td>
          </tr>
        </tfoot>
      </table>
    ),
  },
} satisfies Meta<typeof FigureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280 px: a table, every column in sight. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Cobranças' });
    // A named tab stop, and a named table (A16, A9).
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getByRole('table', { name: 'Cobranças' })).toBeVisible();
    await expect(within(region).getByRole('columnheader', { name: 'Valor' })).toBeVisible();
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** D8 at 390 px: each row is a card, each value under its column's name, nothing to scroll sideways. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Cobranças' });
    await expect(region).toHaveAttribute('data-stack');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const amount = within(region).getAllByText('R$ 1.234,56')[0] as HTMLElement;
    await expect(amount).toHaveAttribute('data-label', 'Valor');
    await expect(getComputedStyle(amount, '::before').content).toBe('"Valor"');
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The row's name heads its card; a cell spanning columns keeps no name.
    await expect(within(region).getByText('10/12/2026')).not.toHaveAttribute('data-label');
    await expect(within(region).getByText('Total')).not.toHaveAttribute('data-label');
  },
};

/** Two columns (a name and its figure) stay side by side on a phone. */
export const TwoColumnsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    'aria-label': 'Taxas',
    children: (
      <table>
        <thead>
          <tr>
            <th scope="col">Modalidade</th>
            <th scope="col" data-figure>
              Taxa
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Crédito à vista</th>
            <td data-figure>2,99%</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Taxas' });
    await expect(region).not.toHaveAttribute('data-stack');
    await expect(within(region).getByRole('columnheader', { name: 'Taxa' })).toBeVisible();
  },
};
