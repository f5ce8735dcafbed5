import type { DatedNotice, SessionPolicy, SystemSetting } from '../../endpoints/systemEndpoints';
import type { SandboxState } from '../db';

/** Spec 4.5's notice as it was a constant: shown until 14/02/2024 (spec 9), with the portal's text. */
export const DEFAULT_PAYMENT_PAUSE: DatedNotice = {
  text: 'Durante o feriado de Carnaval os bancos não processam pagamentos. Transferências e repasses programados para esses dias serão feitos no primeiro dia útil seguinte.',
  start: null,
  end: '2024-02-14',
};
/** PCI DSS 4.0 8.2.8: at most 15 minutes idle. */
export const IDLE_TIMEOUT_MAX_MINUTES = 15;
export const IDLE_TIMEOUT_MIN_MINUTES = 1;

type Definition = Pick<
  SystemSetting,
  'key' | 'label' | 'description' | 'group' | 'type' | 'defaultValue' | 'min' | 'max'
> & {
  /** Fixed by the deployment (an environment variable): shown read-only. */
  environment?: { value: SystemSetting['value']; configured?: boolean };
};

/** The settings registry: key, label, group, type and default of every setting the back-office shows. */
export const settingDefinitions: readonly Definition[] = [
  {
    key: 'two_factor_authentication',
    label: 'Verificação em duas etapas no login',
    description:
      'Pede o código de 6 dígitos a quem tem a verificação em duas etapas (spec 3: a função two_factor_authentication das funções do sistema).',
    group: 'Autenticação',
    type: 'boolean',
    defaultValue: true,
    min: null,
    max: null,
  },
  {
    key: 'idle_timeout_minutes',
    label: 'Tempo sem atividade até sair',
    description: 'De 1 a 15 minutos (PCI DSS 4.0, 8.2.8). Um portal parceiro pode só encurtar este tempo.',
    group: 'Autenticação',
    type: 'minutes',
    defaultValue: 15,
    min: IDLE_TIMEOUT_MIN_MINUTES,
    max: IDLE_TIMEOUT_MAX_MINUTES,
  },
  {
    key: 'payment_pause_notice',
    label: 'Aviso de pausa nos pagamentos',
    description: 'O aviso mostrado a quem entra entre o primeiro e o último dia (o de Carnaval, por padrão).',
    group: 'Avisos',
    type: 'datedNotice',
    defaultValue: DEFAULT_PAYMENT_PAUSE,
    min: null,
    max: null,
  },
  {
    key: 'maintenance_mode',
    label: 'Modo manutenção',
    description: 'A função maintenance_mode das funções do sistema, definida pela implantação.',
    group: 'Manutenção',
    type: 'boolean',
    defaultValue: false,
    min: null,
    max: null,
    environment: { value: false },
  },
  {
    key: 'system_origin',
    label: 'Código da plataforma (systemOrigin)',
    description: 'O código fixo que as chamadas de operador e de auditoria enviam.',
    group: 'Implantação',
    type: 'text',
    defaultValue: 'PAINEL',
    min: null,
    max: null,
    environment: { value: 'PAINEL' },
  },
  {
    key: 'recaptcha_secret',
    label: 'Chave secreta do reCAPTCHA',
    description: 'Confere os tokens de login, cadastro e 2FA. No sandbox, a verificação do próprio sandbox.',
    group: 'Implantação',
    type: 'secret',
    defaultValue: null,
    min: null,
    max: null,
    environment: { value: null, configured: false },
  },
  {
    key: 'acquirer_client_secret',
    label: 'Segredo de cliente da adquirente',
    description: 'A credencial com que a plataforma fala com a adquirente.',
    group: 'Implantação',
    type: 'secret',
    defaultValue: null,
    min: null,
    max: null,
    environment: { value: null, configured: true },
  },
];

export const settingDefinition = (key: string) => settingDefinitions.find((definition) => definition.key === key);

/** The value in force: the 2FA switch is the system function itself (one source for GET /system/ and the login). */
export function currentSettingValue(state: SandboxState, key: string): SystemSetting['value'] {
  const definition = settingDefinition(key);
  if (!definition) return null;
  if (definition.environment) return definition.environment.value;
  if (key === 'two_factor_authentication')
    return (state.systemFunctions.find((entry) => entry.function_name === key)?.status ?? 1) === 1;
  return (state.settings[key]?.value as SystemSetting['value'] | undefined) ?? definition.defaultValue;
}

/** Why a value is refused for a setting, or null. */
export function settingProblem(key: string, value: unknown): string | null {
  const definition = settingDefinition(key);
  if (!definition) return 'Configuração desconhecida.';
  if (definition.environment) return 'Esta configuração é definida pela implantação e não pode ser mudada aqui.';
  if (definition.type === 'boolean') return typeof value === 'boolean' ? null : 'Escolha ligado ou desligado.';
  if (definition.type === 'minutes') {
    const ok =
      Number.isInteger(value) &&
      (value as number) >= (definition.min ?? 0) &&
      (value as number) <= (definition.max ?? 0);
    return ok ? null : `Informe de ${definition.min} a ${definition.max} minutos.`;
  }
  if (definition.type === 'datedNotice') {
    const notice = value as Partial<DatedNotice> | null;
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (!notice || typeof notice.text !== 'string' || notice.text.trim().length < 10)
      return 'O texto do aviso deve ter ao menos 10 caracteres.';
    if (notice.text.length > 400) return 'O texto do aviso deve ter no máximo 400 caracteres.';
    if (typeof notice.end !== 'string' || !day.test(notice.end)) return 'Informe o último dia do aviso.';
    if (notice.start !== null && (typeof notice.start !== 'string' || !day.test(notice.start)))
      return 'Informe o primeiro dia do aviso, ou deixe em branco.';
    if (notice.start && notice.start > notice.end) return 'O primeiro dia deve ser antes do último.';
    return null;
  }
  return 'Esta configuração não pode ser mudada aqui.';
}

export function applySetting(state: SandboxState, key: string, value: unknown): string | null {
  const problem = settingProblem(key, value);
  if (problem) return problem;
  if (key === 'two_factor_authentication') {
    const entry = state.systemFunctions.find((candidate) => candidate.function_name === key);
    if (entry) entry.status = value ? 1 : 0;
    else state.systemFunctions.push({ function_name: key, status: value ? 1 : 0 });
  }
  return null;
}

/** Records who applied a setting; the value itself for settings kept in the database. */
export function recordSetting(state: SandboxState, key: string, value: unknown, by: { name: string; email: string }) {
  state.settings[key] = { value, changedAt: new Date().toISOString(), changedBy: by };
}

export function settingView(state: SandboxState, definition: Definition, pendingId: string | null): SystemSetting {
  const stored = state.settings[definition.key];
  const secret = definition.type === 'secret';
  return {
    key: definition.key,
    label: definition.label,
    description: definition.description,
    group: definition.group,
    type: definition.type,
    value: secret ? null : currentSettingValue(state, definition.key),
    defaultValue: secret ? null : definition.defaultValue,
    configured: secret ? Boolean(definition.environment?.configured) : true,
    source: definition.environment ? 'environment' : stored ? 'database' : 'default',
    locked: Boolean(definition.environment),
    min: definition.min,
    max: definition.max,
    changedAt: stored?.changedAt ?? null,
    changedBy: stored?.changedBy ?? null,
    pendingApproval: pendingId ? { id: pendingId } : null,
  };
}

export const sessionPolicyOf = (state: SandboxState): SessionPolicy => ({
  idleTimeoutMinutes: currentSettingValue(state, 'idle_timeout_minutes') as number,
  paymentPause: state.settings.payment_pause_notice
    ? (currentSettingValue(state, 'payment_pause_notice') as DatedNotice)
    : null,
});
