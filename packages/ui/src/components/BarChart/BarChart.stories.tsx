import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatInteger, formatMoney, formatMoneyCompact } from '../../format/format';
import { SkinGallery } from '../../storybook/SkinGallery';
import { methodSeries, refusalReasons, weekByMethod } from '../../storybook/moneyFixtures';
import { BarChart } from './BarChart';

const meta = {
  title: 'Money/BarChart',
  component: BarChart,
  args: {
    title: 'Volume por dia e forma de pagamento',
    series: methodSeries,
    categories: weekByMethod,
    format: formatMoney,
    formatAxis: formatMoneyCompact,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VolumeByDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    // An application, not an image: a screen reader in browse mode hands it the arrow keys. It says how to use it;
    // the drawing's tick labels are not read as its children.
    const chart = canvas.getByRole('application', { name: /^Volume por dia e forma de pagamento/ });
    await expect(chart).toHaveAccessibleDescription(/^Use as setas para ler cada barra/);
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Four series × seven days, each bar filled through the theme's custom properties.
    const bars = canvasElement.querySelectorAll('svg rect');
    await expect(bars.length).toBe(28);
    await expect(bars[0]?.getAttribute('fill')).toMatch(/^var\(--painel-color-primary-default\)$/);
    await expect(bars[1]?.getAttribute('fill')).toMatch(/^var\(--painel-chart-series-2\)$/);
    // One tab stop; the arrows read the days.
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText(/^20\/11\/2026: Crédito R\$ 12\.500,00/)).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText(/^26\/11\/2026: .*Total R\$ 24\.360,00$/)).toBeVisible();
    // The other pair of arrows works too.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText(/^25\/11\/2026: /)).toBeVisible();
  },
};

export const DataTableAlternative: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver tabela' }));
    const table = canvas.getByRole('table', { name: 'Dados do gráfico: Volume por dia e forma de pagamento' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[1]).toHaveTextContent('20/11/2026R$ 12.500,00R$ 4.600,00R$ 5.200,00R$ 900,00R$ 23.200,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar tabela' }));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const RefusalReasons: Story = {
  args: {
    title: 'Principais motivos de recusa',
    series: [{ id: 'count', label: 'Recusas' }],
    categories: refusalReasons,
    format: formatInteger,
    formatAxis: formatInteger,
    orientation: 'horizontal',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg rect')).toHaveLength(5);
    await expect(canvas.getByText('Saldo ou limite insuficiente')).toBeInTheDocument();
    canvas.getByRole('application', { name: /^Principais motivos de recusa/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Saldo ou limite insuficiente: Recusas 142; Total 142')).toBeVisible();
    // → goes down the ranking as ↓ does, ← back up.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Não autorizada pelo emissor: Recusas 88; Total 88')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Saldo ou limite insuficiente: Recusas 142; Total 142')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sem dados no período.')).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The chart measures its container after the first paint (and again when the viewport settles): what a
    // person sees is the width once it has, so wait for it rather than read the first frame's 640.
    await waitFor(
      () => {
        const svg = canvasElement.querySelector('svg') as SVGSVGElement;
        return expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(390);
      },
      { timeout: 60_000 },
    );
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <BarChart {...args} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('application', { name: /^Volume por dia/ })).toHaveLength(4);
  },
};

export const PartnerBrand: Story = { ...Skins, globals: { brand: 'noite' } };

/** At 200 % text (a 32 px root font) the labels double with everything else and still fit the chart's box. */
export const LargeText: Story = {
  ...RefusalReasons,
  decorators: [
    (Story) => {
      document.documentElement.style.fontSize = '32px';
      return <Story />;
    },
  ],
  beforeEach: () => () => {
    document.documentElement.style.fontSize = '';
  },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    const label = await waitFor(() => {
      // A name too long for the axis at this size ends in '…'; the readout and the table keep it whole.
      const text = [...svg.querySelectorAll('text')].find((node) => node.textContent?.startsWith('Suspeita'));
      if (!text) throw new Error('no label yet');
      return text;
    });
    await waitFor(() => expect(Number.parseFloat(getComputedStyle(label).fontSize)).toBe(24));
    // Once the chart has measured its box at this text size, nothing sticks out of its left edge.
    await waitFor(() => {
      const left = svg.getBoundingClientRect().left - 1;
      const out = [...svg.querySelectorAll('text')].filter(
        (text) => text.textContent && text.getBoundingClientRect().left < left,
      );
      if (out.length) throw new Error(`out of the chart: ${out.map((text) => text.textContent).join(', ')}`);
    });
    // The labels on the left axis do not run into each other.
    const rows = [...svg.querySelectorAll('[data-axis="left"] text')].map((text) => text.getBoundingClientRect());
    for (let index = 1; index < rows.length; index += 1) {
      await expect(rows[index]!.top).toBeGreaterThanOrEqual(rows[index - 1]!.bottom - 1);
    }
  },
};

export const RefusalReasonsOnPhone: Story = {
  ...RefusalReasons,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('application', { name: /^Principais motivos de recusa/ });
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    // The phone's layout once the chart has measured its container (the first frame is 640 wide), as in Phone.
    await waitFor(() => expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(390), { timeout: 60_000 });
    const bounds = svg.getBoundingClientRect();
    // Each name is written once, above its bar, and nothing sticks out of the chart's left edge.
    await expect(canvas.getAllByText('Saldo ou limite insuficiente')).toHaveLength(1);
    for (const text of canvasElement.querySelectorAll('svg text')) {
      if (!text.textContent) continue;
      await expect(text.getBoundingClientRect().left).toBeGreaterThanOrEqual(bounds.left - 1);
    }
  },
};
