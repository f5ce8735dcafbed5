import { useEstablishment } from '@painel/api-client/react';
import { useMessages } from '../../core/copy/MessagesContext';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { establishmentsMessages } from './messages';

/** The store the route's {id} names (its page, its edit), with the words of a store's record. */
export function useRouteStore() {
  const words = useMessages('establishments', establishmentsMessages).detail;
  const { id = '' } = useRouteParams();
  return { words, store: useEstablishment(Number(id) || null) };
}
