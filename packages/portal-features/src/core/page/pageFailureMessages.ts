import { firstVisitFailure } from './firstVisitFailure';

// The words shown when a page cannot load. Apart from portalMessages: they must be in the page already, since a
// page whose code fails to load cannot fetch its words either.
export const pageFailureMessages = {
  newVersion: {
    title: firstVisitFailure.title,
    text: 'Esta tela foi atualizada desde que você abriu o portal. Recarregue a página para continuar; o que já foi salvo não se perde.',
  },
  crashed: {
    title: 'Algo deu errado nesta tela',
    text: 'Recarregue a página para tentar de novo. Se continuar, volte para o início.',
  },
  reload: firstVisitFailure.reload,
} as const;
