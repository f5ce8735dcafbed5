import { AccessibilityIcon, useDocumentTitle } from '@painel/ui';
import type { ReactNode } from 'react';
import { BrandBar, Footer, Main, Page } from './styles';

export interface CheckoutFrameProps {
  title: string;
  /** The merchant the payer is paying, across the top in the brand's colour; nothing while unknown. */
  merchantName?: string;
  secureLabel: string;
  footer: string;
  /** The link to the accessibility statement, beside the processor's name, with the symbol LBI art. 63 §1 asks for. */
  accessibility?: { label: string; href: string };
  children: ReactNode;
}

/** The checkout's blank layout: the merchant and the brand on top, one column, the processor named at the foot. */
export function CheckoutFrame({
  title,
  merchantName,
  secureLabel,
  footer,
  accessibility,
  children,
}: CheckoutFrameProps) {
  useDocumentTitle(title);
  return (
    <Page data-component="CheckoutFrame">
      <BrandBar>
        <div>
          <strong>{merchantName ?? ''}</strong>
          <span>
            <svg
              aria-hidden="true"
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
            {secureLabel}
          </span>
        </div>
      </BrandBar>
      <Main>{children}</Main>
      <Footer>
        <span>{footer}</span>
        {accessibility && (
          <a href={accessibility.href}>
            <AccessibilityIcon />
            {accessibility.label}
          </a>
        )}
      </Footer>
    </Page>
  );
}
