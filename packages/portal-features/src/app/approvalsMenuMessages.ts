// The menu's words for Aprovações' count: the shell carries these few, not the whole screen's messages.
export const approvalsMenuMessages = {
  menuCount: (n: number) => (n === 1 ? '1 pedido aguardando você' : `${n} pedidos aguardando você`),
} as const;
