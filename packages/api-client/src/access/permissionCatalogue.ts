/**
 * Every permission a role may hold: the actions of spec 2.6 (on resource 'ACL', spec 6), the money actions and the
 * access and system actions this back-office adds. The catalogue is data the API serves (GET access/permissions);
 * the portal adds which of its screens each one opens, from its route table.
 */
import type { PermissionArea } from './accessVocabulary';

export { permissionAreas, type PermissionArea } from './accessVocabulary';

export interface PermissionDefinition {
  key: string;
  area: PermissionArea;
  label: string;
  description: string;
  /** Holding it lets a person change who may do what or how the platform behaves: granting it waits for approval. */
  sensitive?: true;
  /** Permissions a role holding this one holds too (to edit something you must see it). */
  implies?: readonly string[];
}

const p = (
  key: string,
  area: PermissionArea,
  label: string,
  description: string,
  extra: Pick<PermissionDefinition, 'sensitive' | 'implies'> = {},
): PermissionDefinition => ({ key, area, label, description, ...extra });

export const permissionCatalogue: readonly PermissionDefinition[] = [
  p('read', 'general', 'Acesso básico', 'Entrar no portal e abrir as páginas sem permissão própria.'),
  p('view_dashboard', 'general', 'Ver Indicadores', 'A página inicial com os números do período.'),
  p('view_account_settings', 'general', 'Ver o próprio perfil', 'Dados pessoais, senha e documentos da conta.'),
  p('view_audit', 'general', 'Ver o log de auditoria', 'Quem mudou o quê, com os valores antes e depois.'),
  p('view_contract_merchant', 'general', 'Ver o contrato do lojista', 'O contrato de prestação de serviços.'),

  p(
    'create_establishment',
    'onboarding',
    'Analisar cadastros e criar lojas',
    'A fila de análise e o cadastro de lojas.',
  ),
  p('create_company_onboarding_wizard', 'onboarding', 'Criar empresas', 'O assistente de cadastro de empresas.'),
  p('view_registration_wizard', 'onboarding', 'Completar o próprio cadastro', 'O assistente de cadastro da empresa.'),

  p('view_establishments', 'establishments', 'Ver lojas', 'A lista de white labels e lojas.'),
  p('view_establishment', 'establishments', 'Ver detalhes da loja', 'Os dados de uma loja.', {
    implies: ['view_establishments'],
  }),
  p('edit_establishments', 'establishments', 'Editar lojas', 'Mudar os dados de uma loja.', {
    implies: ['view_establishments', 'view_establishment'],
  }),
  p('view_establishments_terminals', 'establishments', 'Ver terminais', 'Os terminais (POS) de uma loja.'),
  p('create_establishments_terminals', 'establishments', 'Criar e editar terminais', 'Cadastrar terminais.', {
    implies: ['view_establishments_terminals'],
  }),
  p('view_establishment_rates', 'establishments', 'Ver tarifas da loja', 'As taxas negociadas de uma loja.'),
  p('view_establishment_brands', 'establishments', 'Ver tarifas por bandeira', 'As taxas por bandeira.'),
  p('view_operators', 'establishments', 'Ver operadores da loja', 'As pessoas que trabalham numa loja.'),
  p('create_operators', 'establishments', 'Criar operadores da loja', 'Cadastrar quem trabalha numa loja.', {
    implies: ['view_operators'],
  }),
  p('view_credentials', 'establishments', 'Ver credenciais', 'As credenciais de API e das adquirentes.'),
  p('view_pix_with_split', 'establishments', 'Configurar split Pix', 'As regras de divisão de recebimentos Pix.'),

  p('view_customers', 'customers', 'Ver clientes', 'A lista de clientes.'),
  p('create_customers', 'customers', 'Criar clientes', 'Cadastrar clientes.', { implies: ['view_customers'] }),
  p('view_customers_rates', 'customers', 'Ver tarifas de clientes', 'As tarifas de um cliente.'),
  p('view_customers_mdr_rates', 'customers', 'Ver taxas MDR de clientes', 'A grade MDR de um cliente.'),
  p(
    'view_cancellation_and_chargeback_rates',
    'customers',
    'Ver tarifas de cancelamento, chargeback e MED',
    'As tarifas de um cliente por cancelamento, chargeback e MED Pix.',
  ),
  p('view_standard_rates', 'customers', 'Ver tarifas padrão', 'As tabelas de tarifas padrão.'),
  p('create_standard_rates', 'customers', 'Criar tarifas padrão', 'Criar tabelas de tarifas padrão.', {
    implies: ['view_standard_rates'],
  }),
  p('view_my_account', 'customers', 'Ver Meus Dados', 'Os dados da própria empresa.'),
  p('edit_my_account', 'customers', 'Editar Meus Dados', 'Mudar os dados da própria empresa.', {
    implies: ['view_my_account'],
  }),
  p('view_my_rates', 'customers', 'Ver Minhas Taxas', 'As taxas da própria empresa.'),

  p('view_transactions', 'money', 'Ver transações', 'A lista de transações financeiras.'),
  p('view_transaction', 'money', 'Ver detalhes da transação', 'Uma transação com seu histórico.'),
  p('view_bank_statement', 'money', 'Ver o extrato bancário', 'Saldo e lançamentos da conta.'),
  p('view_transfers', 'money', 'Ver transferências', 'Transferências, extratos e ajustes.'),
  p('view_anticipations', 'money', 'Ver antecipações', 'As antecipações de recebíveis.'),
  p('refund_transactions', 'money', 'Estornar transações', 'Devolver ao cliente o valor de uma venda.', {
    implies: ['view_transactions'],
  }),
  p('create_transfers', 'money', 'Transferir e sacar', 'Pedir transferências Pix e TED.', {
    implies: ['view_transfers'],
  }),
  p('approve_transfers', 'money', 'Aprovar transferências', 'Aprovar uma transferência que aguarda aprovação.', {
    implies: ['view_transfers'],
  }),
  p('create_anticipations', 'money', 'Antecipar recebíveis', 'Confirmar antecipações.', {
    implies: ['view_anticipations'],
  }),
  p('contest_disputes', 'money', 'Contestar disputas', 'Responder a chargebacks e MEDs.', {
    implies: ['view_transactions'],
  }),
  p(
    'create_adjustments',
    'money',
    'Lançar ajustes e retenções',
    'Créditos, débitos e retenções manuais no saldo de uma loja.',
    {
      implies: ['view_transfers'],
    },
  ),

  p('view_links', 'products', 'Ver links e recorrências', 'Links de pagamento e recorrências.'),
  p('create_links', 'products', 'Criar links e recorrências', 'Criar e mudar links de pagamento e recorrências.', {
    implies: ['view_links'],
  }),
  p('view_simulator', 'products', 'Simular propostas', 'O simulador de proposta.'),
  p('view_fee_simulator', 'products', 'Simular taxas', 'O simulador de taxas de uma venda.'),

  p('view_analytics', 'reports', 'Ver Analytics e Relatórios', 'Os painéis de análise e os relatórios.'),
  p('view_analytics_whitelabel', 'reports', 'Ver o Analítico dos white labels', 'A análise por white label.'),
  p(
    'view_conciliate_exchange_transactions',
    'reports',
    'Conciliar câmbio',
    'A conciliação de transações em moeda estrangeira.',
  ),

  p('view_users', 'access', 'Ver usuários', 'A lista de usuários e seus acessos.'),
  p('create_user', 'access', 'Convidar usuários', 'Convidar pessoas e dar-lhes funções.', {
    sensitive: true,
    implies: ['view_users'],
  }),
  p('edit_user', 'access', 'Editar e desativar usuários', 'Mudar as funções de alguém, desativar e reativar.', {
    sensitive: true,
    implies: ['view_users'],
  }),
  p('view_operators_users', 'access', 'Ver operadores da plataforma', 'A equipe comercial e de atendimento.'),
  p(
    'create_operators_users',
    'access',
    'Convidar operadores da plataforma',
    'Convidar e editar operadores da plataforma.',
    {
      sensitive: true,
      implies: ['view_operators_users'],
    },
  ),
  p('view_roles', 'access', 'Ver funções', 'As funções e a matriz de permissões.'),
  p('edit_roles', 'access', 'Criar e editar funções', 'Mudar o que cada função permite.', {
    sensitive: true,
    implies: ['view_roles', 'view_permissions'],
  }),
  p('view_permissions', 'access', 'Ver permissões', 'O catálogo de permissões.'),

  p('view_system', 'system', 'Ver configurações de ambiente', 'As funções do sistema e as configurações.'),
  p('edit_system', 'system', 'Mudar configurações de ambiente', 'Pedir mudanças nas configurações.', {
    sensitive: true,
    implies: ['view_system'],
  }),
  p('approve_changes', 'system', 'Aprovar alterações', 'Aprovar ou recusar o pedido de outra pessoa (quatro olhos).', {
    sensitive: true,
  }),
];

const byKey = new Map(permissionCatalogue.map((permission) => [permission.key, permission]));

export const permissionOf = (key: string) => byKey.get(key);

/** The permissions with everything they imply (edit ⇒ view), in catalogue order; unknown keys are dropped. */
export function withImplied(keys: Iterable<string>): string[] {
  const held = new Set<string>();
  const add = (key: string) => {
    const permission = byKey.get(key);
    if (!permission || held.has(key)) return;
    held.add(key);
    permission.implies?.forEach(add);
  };
  for (const key of keys) add(key);
  return permissionCatalogue.filter((permission) => held.has(permission.key)).map((permission) => permission.key);
}
