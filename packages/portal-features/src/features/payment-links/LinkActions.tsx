import type { PaymentLink } from '@painel/api-client';
import { Button, Link } from '@painel/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { ActionRow, NotifyingConfirm, ShareAddress } from '../../core/money';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { linkPaths } from './linkPaths';
import { paymentLinksMessages } from './messages';

/** A link's public address: the portal's origin and base path, then '/checkout/{id}'. */
export function useCheckoutUrl(link: PaymentLink) {
  const { href } = usePortalLink();
  return `${window.location.origin}${href(link.checkoutPath)}`;
}

/**
 * What a merchant does with a link: copy it, show its QR code, send it by WhatsApp or e-mail, start a new one
 * from it, deactivate it (links are never deleted; one with payments keeps them).
 */
export function LinkActions({
  link,
  deletable,
  onChanged,
}: {
  link: PaymentLink;
  /** Nobody has paid or started to pay it. */
  deletable: boolean;
  onChanged: (link: PaymentLink) => void;
}) {
  const a = useMessages('paymentLinks', paymentLinksMessages).actions;
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const url = useCheckoutUrl(link);
  // Desativar goes away with the link's activity: focus moves to Duplicar, the way to sell it again.
  const duplicateButton = useRef<HTMLButtonElement>(null);
  const text = a.shareText(link.name, url);
  const phone = link.customer?.phone?.replace(/\D/g, '');
  const whatsapp = `https://wa.me/${phone ? `55${phone}` : ''}?text=${encodeURIComponent(text)}`;
  const email = `mailto:${encodeURIComponent(link.customer?.email ?? '')}?subject=${encodeURIComponent(
    a.emailSubject(link.name),
  )}&body=${encodeURIComponent(text)}`;
  // Sharing and managing are two rows, so no destructive action sits among the share links; only the irreversible
  // Excluir is red (D18).
  return (
    <>
      <ShareAddress url={url} messages={{ ...a, qrTitle: a.qrTitle(link.name) }}>
        <Link href={whatsapp} external>
          {a.whatsapp}
        </Link>
        <Link href={email}>{a.email}</Link>
      </ShareAddress>
      <ActionRow>
        <Button
          ref={duplicateButton}
          variant="secondary"
          size="sm"
          onClick={() => void navigate(href(`${linkPaths[link.kind].create}?duplicar=${link.id}`))}
        >
          {a.duplicate}
        </Button>
        {link.status !== 'inactive' && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void navigate(href(`${linkPaths[link.kind].create}?editar=${link.id}`))}
          >
            {a.edit}
          </Button>
        )}
        {deletable && (
          <NotifyingConfirm
            title={a.removeTitle}
            description={a.removeText}
            confirmLabel={a.removeConfirm}
            tone="danger"
            trigger={
              <Button variant="danger" size="sm">
                {a.remove}
              </Button>
            }
            run={() => api.deletePaymentLink(link.id)}
            doneTitle={a.removed(link.name)}
            failed={a.failed}
            onDone={() => void navigate(href(linkPaths[link.kind].list))}
          />
        )}
        {link.status !== 'inactive' && (
          <NotifyingConfirm
            title={a.deactivateTitle}
            description={a.deactivateText}
            confirmLabel={a.deactivateConfirm}
            tone="danger"
            trigger={
              <Button variant="secondary" size="sm">
                {a.deactivate}
              </Button>
            }
            run={() => api.deactivatePaymentLink(link.id)}
            doneTitle={a.deactivated(link.name)}
            failed={a.failed}
            finalFocus={duplicateButton}
            onDone={onChanged}
          />
        )}
      </ActionRow>
    </>
  );
}
