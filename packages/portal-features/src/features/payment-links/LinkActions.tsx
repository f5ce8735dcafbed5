import type { PaymentLink } from '@painel/api-client';
import { Button, ConfirmDialog, Link, notify } from '@painel/ui';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { ActionRow, ShareAddress } from '../../core/money';
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
          <ConfirmDialog
            title={a.removeTitle}
            description={a.removeText}
            confirmLabel={a.removeConfirm}
            tone="danger"
            trigger={
              <Button variant="danger" size="sm">
                {a.remove}
              </Button>
            }
            onConfirm={async () => {
              try {
                await api.deletePaymentLink(link.id);
                notify({ tone: 'success', title: a.removed(link.name) });
                void navigate(href(linkPaths[link.kind].list));
              } catch (error) {
                notify({ tone: 'danger', title: (error as { serverMessage?: string }).serverMessage ?? a.failed });
                throw error;
              }
            }}
          />
        )}
        {link.status !== 'inactive' && (
          <ConfirmDialog
            title={a.deactivateTitle}
            description={a.deactivateText}
            confirmLabel={a.deactivateConfirm}
            tone="danger"
            trigger={
              <Button variant="secondary" size="sm">
                {a.deactivate}
              </Button>
            }
            onConfirm={async () => {
              try {
                const updated = await api.deactivatePaymentLink(link.id);
                notify({ tone: 'success', title: a.deactivated(link.name) });
                onChanged(updated);
              } catch (error) {
                notify({ tone: 'danger', title: (error as { serverMessage?: string }).serverMessage ?? a.failed });
                throw error;
              }
            }}
          />
        )}
      </ActionRow>
    </>
  );
}
