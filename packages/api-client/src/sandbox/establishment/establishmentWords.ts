import type { EstablishmentStatus, EstablishmentStatusAction } from '../../establishment/establishmentVocabulary';

// The server's words for the stores (its audit values and refusals); the screens have their own, in the feature.
export const statusWords: Record<EstablishmentStatus, string> = {
  onboarding: 'Em credenciamento',
  analysis: 'Em análise',
  active: 'Ativa',
  suspended: 'Suspensa',
  blocked: 'Bloqueada',
  inactive: 'Inativa',
  closed: 'Encerrada',
};

export const actionVerbs: Record<EstablishmentStatusAction, string> = {
  suspend: 'suspender',
  block: 'bloquear',
  reactivate: 'reativar',
  close: 'encerrar',
};
