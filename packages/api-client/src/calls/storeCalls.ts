import { establishmentEndpoints as table } from '../endpoints/establishmentEndpoints';
import type { EndpointInput } from '../endpoints/types';
import type { ApiConfig } from '../http/config';
import { send } from '../http/send';

type E = typeof table;
type Body<K extends keyof E> = EndpointInput<E[K]> extends { body: infer B } ? B : never;

export type EstablishmentListQuery = EndpointInput<E['establishments']>['query'];

/** White Label e Lojas (back-office 2): its own chunk, with its schemas, fetched with its screens' first call. */
export function storeCalls(config: ApiConfig) {
  return {
    establishments: (query: EstablishmentListQuery) => send(config, table.establishments, { query }),
    establishment: (id: number) => send(config, table.establishment, { params: { id: String(id) } }),
    lookupRegistry: (document: string) => send(config, table.lookupRegistry, { params: { document } }),
    lookupPostalCode: (cep: string) => send(config, table.lookupPostalCode, { params: { cep } }),
    createEstablishment: (body: Body<'createEstablishment'>) => send(config, table.createEstablishment, { body }),
    updateEstablishment: (id: number, body: Body<'updateEstablishment'>) =>
      send(config, table.updateEstablishment, { params: { id: String(id) }, body }),
    changeEstablishmentStatus: (id: number, body: Body<'changeEstablishmentStatus'>) =>
      send(config, table.changeEstablishmentStatus, { params: { id: String(id) }, body }),
  };
}

export type StoreCalls = ReturnType<typeof storeCalls>;
