import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Link } from '../components/Link';
import { TextField } from '../components/TextField';
import { contrastRatio } from './contrast';
import { toCssVariables } from './cssVariables';
import { skinNames, skins, type SkinName } from './skins';
import { useDocumentTitle } from './ThemeContext';
import { ThemeProvider } from './ThemeProvider';
import { baseTokens } from './tokens';
import { defaultBrand, deriveBrandColors, type Brand } from './brand';

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  span[aria-hidden] {
    flex-shrink: 0;
    width: 1.5rem;
    height: 1.5rem;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** Every colour custom property of the active skin and brand, as a swatch. */
function ColorTokens() {
  const names = Object.keys(
    toCssVariables({ color: { ...skins.light.color, ...deriveBrandColors(defaultBrand, skins.light) } }),
  );
  return (
    <Swatches aria-label="Cores">
      {names.map((name) => (
        <li key={name}>
          <span aria-hidden="true" style={{ background: `var(${name})` }} />
          {name}
        </li>
      ))}
    </Swatches>
  );
}

function OtherTokens() {
  return (
    <Swatches aria-label="Outros tokens">
      {Object.entries(toCssVariables(baseTokens)).map(([name, value]) => (
        <li key={name}>
          {name}: {value}
        </li>
      ))}
    </Swatches>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeProvider,
  args: { children: null },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColorTokensOfTheActiveSkin: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(30);
    await expect(canvas.getByText('--painel-color-primary-default')).toBeVisible();
  },
};

export const SpacingTypographyAndMore: Story = {
  render: () => <OtherTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--painel-space-md: 1rem')).toBeVisible();
    await expect(canvas.getByText('--painel-zIndex-dialog: 1010')).toBeVisible();
  },
};

const partnerBrand: Brand = {
  name: 'Sol Pagamentos',
  primaryColor: '#ffd400',
  secondaryColor: '#ff7a00',
  fontFamily: 'Georgia, serif',
};

function ProfileScreen({ children }: { children: ReactNode }) {
  // Inside the partner's provider, so the tab reads 'Perfil | Sol Pagamentos'.
  useDocumentTitle('Perfil');
  return <div style={{ padding: 24 }}>{children}</div>;
}

function PartnerApp() {
  const [skin, setSkin] = useState<SkinName>('light');
  return (
    <ThemeProvider skin={skin} brand={partnerBrand}>
      <ProfileScreen>
        <Card title="Sol Pagamentos" actions={<Button>Salvar</Button>}>
          <TextField label="Nome" name="name" autoComplete="name" />
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {skinNames.map((name) => (
              <Button
                key={name}
                variant={name === skin ? 'primary' : 'secondary'}
                size="sm"
                onClick={() => setSkin(name)}
              >
                {name}
              </Button>
            ))}
          </div>
        </Card>
      </ProfileScreen>
    </ThemeProvider>
  );
}

/** What a partner writes: one ThemeProvider with their brand around their screens. */
export const PartnerExample: Story = {
  render: () => <PartnerApp />,
  play: async ({ canvas, canvasElement }) => {
    const save = canvas.getByRole('button', { name: 'Salvar' });
    const style = getComputedStyle(save);
    // Dark text on the light yellow, at AA contrast.
    await expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    await expect(getComputedStyle(canvas.getByRole('textbox', { name: 'Nome' })).fontFamily).toContain('Georgia');
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Perfil | Sol Pagamentos'));

    // A skin switch is an attribute change: the same button element is restyled, not re-created.
    await userEvent.click(canvas.getByRole('button', { name: 'dark' }));
    const roots = canvasElement.querySelectorAll('[data-component="ThemeProvider"]');
    await expect(roots[roots.length - 1]).toHaveAttribute('data-skin', 'dark');
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBe(save);
    const dark = getComputedStyle(canvas.getByRole('textbox', { name: 'Nome' }));
    await expect(contrastRatio(dark.color, dark.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  },
};

/** Element rules a partner's page may have: none of them may reach what the provider renders. */
const hostileHostCss = `
  h1, h2 { color: rgb(139, 0, 0); text-transform: uppercase; font-family: serif; letter-spacing: 6px; }
  p { margin: 48px; font-size: 31px; color: rgb(139, 0, 0); }
  a { color: rgb(255, 0, 0); text-decoration: none; font-weight: 900; }
  button { background: rgb(255, 255, 0); font-family: serif; border-radius: 0; text-transform: uppercase; }
  input { border: 5px solid rgb(255, 0, 0); font-family: serif; padding: 20px; }
  label { font-style: italic; }
`;

function HostPage() {
  return (
    <>
      <ThemeProvider>
        <Card>
          <h2>Dados da empresa</h2>
          <p>Confira os dados antes de salvar.</p>
          <TextField label="Nome" defaultValue="Sol Pagamentos" />
          <Link href="#ajuda">Precisa de ajuda?</Link>
          <Button>Salvar</Button>
        </Card>
      </ThemeProvider>
    </>
  );
}

const looks = [
  'color',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'letterSpacing',
  'textTransform',
  'margin',
];
const lookOf = (element: Element) =>
  Object.fromEntries(
    [...looks, 'backgroundColor', 'borderTopWidth', 'paddingTop', 'textDecorationLine', 'borderRadius'].map((name) => [
      name,
      getComputedStyle(element).getPropertyValue(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
    ]),
  );

/** A partner's global CSS on h1, p, a, button, input: the host's heading takes it, the portal does not. */
export const HostCssStaysOutside: Story = {
  render: () => <HostPage />,
  play: async ({ canvas }) => {
    const inside = {
      heading: canvas.getByRole('heading', { name: 'Dados da empresa' }),
      paragraph: canvas.getByText('Confira os dados antes de salvar.'),
      label: canvas.getByText('Nome'),
      input: canvas.getByRole('textbox', { name: 'Nome' }),
      link: canvas.getByRole('link', { name: 'Precisa de ajuda?' }),
      button: canvas.getByRole('button', { name: 'Salvar' }),
    };
    const before = Object.fromEntries(Object.entries(inside).map(([name, element]) => [name, lookOf(element)]));
    const style = document.createElement('style');
    style.textContent = hostileHostCss;
    document.head.append(style);
    // The host's own heading, outside every provider (Storybook's canvas is inside one).
    const hostHeading = document.createElement('h1');
    hostHeading.textContent = 'Página do parceiro';
    document.body.append(hostHeading);
    try {
      // The rules are live: the host's heading takes them…
      await expect(getComputedStyle(hostHeading).textTransform).toBe('uppercase');
      await expect(getComputedStyle(hostHeading).color).toBe('rgb(139, 0, 0)');
      // …and nothing inside the provider changes.
      for (const [name, element] of Object.entries(inside)) {
        await expect({ [name]: lookOf(element) }).toEqual({ [name]: before[name] });
      }
    } finally {
      style.remove();
      hostHeading.remove();
    }
  },
};
