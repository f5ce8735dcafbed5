// Apart from portalMessages so the first page carries only this one sentence of the frame's copy.
export const pageLoadingMessage = 'Carregando…';
