// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiErrorMessages } from '@painel/api-client';
import { companyDocumentsMessages } from '../core/companyDocuments/messages';
import { portalMessages } from '../core/messages';
import { accountSettingsMessages } from '../features/account-settings/messages';
import { loginMessages } from '../features/auth/loginMessages';
import { authMessages } from '../features/auth/messages';
import { recoveryMessages } from '../features/auth/recoveryMessages';
import { noticesMessages } from '../features/notices/messages';
import { headerBalanceMessages } from './headerBalanceMessages';
import { publicPagesMessages } from '../features/public-pages/messages';
import { sandboxInboxMessages } from '../features/sandbox-inbox/messages';
import { termsMessages } from '../features/terms/messages';
import { verificationMessages } from '../features/verification/messages';
import { csvMessages } from '../core/money/csvMessages';
import { moneyMessages } from '../core/money/messages';
import { formsMessages } from '../core/forms/messages';
import { detailMessages } from '../core/detail/messages';
import { dueSoonMessages } from '../features/indicators/dueSoonMessages';
import { indicatorsMessages } from '../features/indicators/messages';
import { simulatorsMessages } from '../features/simulators/messages';
import { transactionsMessages } from '../features/transactions/messages';
import { saleReceiptShareMessages } from '../features/transactions/receiptMessages';
import { bankingActivityMessages } from '../features/banking-activity/messages';
import { transfersMessages } from '../features/transfers/messages';
import { receivablesMessages } from '../features/receivables/messages';
import { adjustmentsMessages } from '../features/adjustments/messages';
import { checkoutMessages } from '../features/checkout/messages';
import { paymentLinksMessages } from '../features/payment-links/messages';
import { recurrencesMessages } from '../features/recurrences/messages';
import { anticipationsMessages } from '../features/anticipations/messages';
import { disputesMessages } from '../features/disputes/messages';
import { accessibilityMessages } from '../features/accessibility/messages';
import type { MessageGroupName } from '../core/copy/MessagesContext';
import { accessMessages } from '../features/access/messages';
import { approvalsMessages } from '../features/approvals/messages';
import { systemSettingsMessages } from '../features/system-settings/messages';
import { establishmentsMessages } from '../features/establishments/messages';
import { approvalsMenuMessages } from './approvalsMenuMessages';
import type { PortalMessageOverrides } from './portalMessageOverrides';

// Every group a host may reword, with its defaults: the README's list is written from this, so it cannot drift.
const groups = {
  errors: apiErrorMessages,
  portal: portalMessages,
  login: loginMessages,
  auth: authMessages,
  recovery: recoveryMessages,
  publicPages: publicPagesMessages,
  accountSettings: accountSettingsMessages,
  companyDocuments: companyDocumentsMessages,
  notices: noticesMessages,
  headerBalance: headerBalanceMessages,
  terms: termsMessages,
  verification: verificationMessages,
  sandboxInbox: sandboxInboxMessages,
  money: { ...moneyMessages, ...csvMessages },
  forms: formsMessages,
  details: detailMessages,
  indicators: { ...indicatorsMessages, ...dueSoonMessages },
  transactions: transactionsMessages,
  saleReceipt: saleReceiptShareMessages,
  simulators: simulatorsMessages,
  bankingActivity: bankingActivityMessages,
  transfers: transfersMessages,
  receivables: receivablesMessages,
  anticipations: anticipationsMessages,
  disputes: disputesMessages,
  adjustments: adjustmentsMessages,
  checkout: checkoutMessages,
  paymentLinks: paymentLinksMessages,
  recurrences: recurrencesMessages,
  accessibility: accessibilityMessages,
  access: accessMessages,
  approvals: { ...approvalsMessages, ...approvalsMenuMessages },
  systemSettings: systemSettingsMessages,
  establishments: establishmentsMessages,
} satisfies Record<MessageGroupName, object>;

// The overrides' type names exactly the groups (a group added to one and not the other fails the typecheck).
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const overridesNameEveryGroup: SameKeys<keyof PortalMessageOverrides, MessageGroupName> = true;
const listNamesEveryGroup: SameKeys<keyof typeof groups, MessageGroupName> = true;

const README = new URL('../../README.md', import.meta.url);
const START = '<!-- message-groups:start (written by src/app/messageGroups.test.ts: UPDATE_MESSAGE_GROUPS=1) -->';
const END = '<!-- message-groups:end -->';

function listOfGroups() {
  return Object.entries(groups)
    .map(
      ([group, defaults]) =>
        `- \`${group}\`: ${Object.keys(defaults)
          .map((key) => `\`${key}\``)
          .join(', ')}`,
    )
    .join('\n');
}

describe('the message groups a host may reword', () => {
  it('are listed in the package README with their keys, as the types have them', () => {
    expect(overridesNameEveryGroup && listNamesEveryGroup).toBe(true);
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'the README keeps the markers').toBeGreaterThan(-1);
    const written = readme.slice(start + START.length, end).trim();
    const expected = listOfGroups();
    if (process.env.UPDATE_MESSAGE_GROUPS && written !== expected)
      writeFileSync(README, `${readme.slice(0, start + START.length)}\n\n${expected}\n\n${readme.slice(end)}`);
    else expect(written).toBe(expected);
  });
});
