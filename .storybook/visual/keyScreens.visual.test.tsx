import type { SkinName } from '@painel/ui';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setSkinOverride } from '../skinOverride';

// The key screens as a person first sees them, compared with committed screenshots (`__screenshots__`; after a
// deliberate change, `pnpm test:visual --update` and review the images). Each screen is played once per width
// (1280 and 390 px) and then shown in the four skins; what is compared is the first 900 px, what is in sight.
// The clock is frozen on a Thursday at 10:00 in São Paulo, so the sandbox's data and every date on screen are too.
const FIXED_NOW = new Date('2026-11-26T13:00:00Z');
const SKINS: readonly SkinName[] = ['light', 'bordered', 'dark', 'semi-dark'];
const WIDTHS = [1280, 390] as const;
const HEIGHT = 900;

type Composed = ComponentType & { run: () => Promise<void>; load: () => Promise<void> };
type StoryModule = Record<string, unknown>;
let composeStories: (module: StoryModule) => Record<string, Composed>;

interface KeyScreen {
  name: string;
  stories: () => Promise<StoryModule>;
  story: string;
  /** 'play': the story's own play first; 'render': its loaders and beforeEach, then the first render only. */
  mode: 'play' | 'render';
  /** What a person does next, to reach the state compared; returns when it is on screen. */
  then?: () => Promise<void>;
  /** The element compared, when not the whole page (a story harness's own output left out). */
  target?: string;
  /**
   * On a phone, for a story whose play checks the desktop's table: its first render instead, once this is shown.
   */
  phoneReady?: () => Promise<void>;
}

const shown = async (text: RegExp | string, role?: 'heading' | 'img' | 'dialog') => {
  const locator = role ? page.getByRole(role, { name: text }) : page.getByText(text);
  await expect.element(locator.first(), { timeout: 60_000 }).toBeVisible();
};
const payOnCheckout = async () => {
  await userEvent.fill(page.getByRole('textbox', { name: /Nome completo/ }), 'Bruno Comprador');
  await userEvent.fill(page.getByRole('textbox', { name: /E-mail/ }), 'bruno@example.com');
  await userEvent.fill(page.getByRole('textbox', { name: /CPF ou CNPJ/ }), '52998224725');
};

const screens: KeyScreen[] = [
  {
    name: 'login',
    stories: () => import('../../packages/portal-features/src/features/auth/screens/LoginScreen.stories'),
    story: 'Empty',
    mode: 'play',
  },
  {
    name: 'indicadores',
    stories: () => import('../../packages/portal-features/src/features/indicators/IndicatorsScreen.stories'),
    story: 'Merchant',
    mode: 'play',
  },
  {
    name: 'transacoes',
    stories: () => import('../../packages/portal-features/src/features/transactions/TransactionsScreen.stories'),
    story: 'Merchant',
    mode: 'play',
    phoneReady: () => shown(/^TX\d{14}$/),
  },
  {
    name: 'transacao',
    stories: () => import('../../packages/portal-features/src/features/transactions/TransactionDetailScreen.stories'),
    story: 'Installments',
    mode: 'play',
  },
  {
    name: 'extrato-bancario',
    stories: () => import('../../packages/portal-features/src/features/banking-activity/BankingActivityScreen.stories'),
    story: 'Merchant',
    mode: 'play',
    phoneReady: () => shown('Saldos de hoje', 'heading'),
  },
  {
    name: 'nova-transferencia',
    stories: () => import('../../packages/portal-features/src/features/transfers/TransfersScreen.stories'),
    story: 'Merchant',
    mode: 'play',
    phoneReady: () => shown('Nova transferência'),
    then: async () => {
      await userEvent.click(page.getByRole('button', { name: 'Nova transferência' }));
      await shown(/Saldo disponível:/);
    },
  },
  {
    name: 'checkout-cartao',
    stories: () => import('../../packages/portal-features/src/features/checkout/Checkout.stories'),
    story: 'PaysByCardInThreeInstallments',
    mode: 'render',
    then: () => shown(/^Pagar/),
    target: '[data-component="CheckoutFrame"]',
  },
  {
    name: 'checkout-pix',
    stories: () => import('../../packages/portal-features/src/features/checkout/Checkout.stories'),
    story: 'PaysByCardInThreeInstallments',
    mode: 'render',
    then: async () => {
      await payOnCheckout();
      await userEvent.click(page.getByRole('tab', { name: 'Pix' }));
      await userEvent.click(page.getByRole('button', { name: 'Gerar código Pix' }));
      await shown('QR Code Pix', 'img');
    },
    target: '[data-component="CheckoutFrame"]',
  },
  {
    name: 'disputas',
    stories: () => import('../../packages/portal-features/src/features/disputes/DisputesScreen.stories'),
    story: 'DeadlinesCountDown',
    mode: 'play',
    phoneReady: () => shown(/vencem em menos de 48 horas/),
  },
];

let root: Root | null = null;
let container: HTMLElement | null = null;

async function open(screen: KeyScreen, width: number) {
  const story = composeStories(await screen.stories())[screen.story];
  if (!story) throw new Error(`${screen.name}: no story ${screen.story}`);
  const onPhone = width < 600 && screen.phoneReady;
  if (screen.mode === 'play' && !onPhone) {
    await story.run();
  } else {
    await story.load();
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    root.render(createElement(story));
    if (onPhone) await screen.phoneReady?.();
  }
  await screen.then?.();
}

/** The outermost provider in `skin`, and two frames for the styles to paint. */
async function showIn(skin: SkinName) {
  setSkinOverride(skin);
  await expect
    .poll(() => document.querySelector('[data-component="ThemeProvider"]')?.getAttribute('data-skin'), {
      timeout: 30_000,
    })
    .toBe(skin);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

beforeAll(async () => {
  // Frozen, not only fixed: a countdown or "há 2 horas" must read the same in every run.
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
  ({ composeStories } = (await import('@storybook/react-vite')) as unknown as {
    composeStories: typeof composeStories;
  });
  // What is in sight: the page cut at the viewport's height.
  Object.assign(document.body.style, { height: `${HEIGHT}px`, overflow: 'hidden', margin: '0' });
});
afterEach(() => {
  setSkinOverride(null);
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
});
afterAll(() => vi.useRealTimers());

describe('key screens', () => {
  for (const screen of screens) {
    for (const width of WIDTHS) {
      test(`${screen.name} at ${width} px in the four skins`, async () => {
        await page.viewport(width, HEIGHT);
        await open(screen, width);
        for (const skin of SKINS) {
          await showIn(skin);
          const target = screen.target ? document.querySelector(screen.target) : document.body;
          if (!target) throw new Error(`${screen.name}: nothing matches ${screen.target ?? 'body'}`);
          await expect(page.elementLocator(target)).toMatchScreenshot(`${screen.name}-${width}-${skin}`);
        }
      });
    }
  }
});
