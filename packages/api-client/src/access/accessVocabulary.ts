// The words the endpoint table's schemas need from the access model, apart from the catalogue and the roles (their
// texts load only where a screen shows them, not with every call's schemas).

/** The areas the catalogue groups permissions by, with their pt-BR names. */
export const permissionAreas = {
  general: 'Geral',
  onboarding: 'Onboarding',
  establishments: 'Estabelecimentos',
  customers: 'Clientes e taxas',
  money: 'Transações e dinheiro',
  products: 'Produtos',
  reports: 'Relatórios e análises',
  access: 'Usuários e acessos',
  system: 'Sistema',
} as const;
export type PermissionArea = keyof typeof permissionAreas;

/** Where a role applies: the whole platform, one white label's tree, one client (the legal owner) or one store. */
export const roleScopes = ['platform', 'whiteLabel', 'client', 'store'] as const;
export type RoleScope = (typeof roleScopes)[number];

export const roleScopeLabels: Record<RoleScope, string> = {
  platform: 'Plataforma',
  whiteLabel: 'White label',
  client: 'Cliente',
  store: 'Loja',
};
