// pt-BR copy of /pages/account-settings (spec 2.3, 5, 8), exactly as the spec writes its messages.
import { auditMessages } from '../../core/audit/messages';

export const accountSettingsMessages = {
  tabsLabel: 'Configurações da conta',
  tabs: { profile: 'Perfil', password: 'Mudar senha', documents: 'Envio de documentos', audit: 'Auditoria de ações' },
  contract: 'Contrato Termos de Serviço',
  profile: {
    name: 'Nome',
    email: 'E-mail',
    birthDate: 'Data de nascimento',
    mobile: 'Celular',
    save: 'Salvar alterações',
    readOnly: 'Somente administradores podem alterar estes dados.',
    success: { title: 'Parabéns', description: 'Dados atualizado com sucesso.' },
  },
  password: {
    currentPassword: 'Senha atual',
    newPassword: 'Nova senha',
    newPasswordHint:
      'Pelo menos 6 caracteres, com maiúscula, minúscula, número e um destes: ! @ # $ % ^ & * ( ) - _ = + { } ; : , < . >',
    retypeNewPassword: 'Confirme a nova senha',
    save: 'Mudar senha',
    successTitle: 'Parabéns',
  },
  validation: {
    nameRequired: 'Nome é obrigatório',
    nameCharacters: 'Nome deve conter apenas letras e números',
    emailRequired: 'Email é obrigatório',
    emailInvalid: 'Por favor inclua um email válido',
    birthDateRequired: 'Data de nascimento é obrigatório',
    mobileRequired: 'Celular é obrigatório',
    mobileInvalid: 'Celular inválido',
    currentPasswordRequired: 'Senha atual é obrigatório',
    newPasswordRequired: 'Nova senha é obrigatório',
    newPasswordRule: 'A senha deve conter pelo menos 6 caracteres, um maiúscula, um número e um caractere especial',
    retypeRequired: 'Por favor, confirme sua nova senha',
    retypeMismatch: 'Senha não coincide',
  },
  audit: auditMessages,
} as const;
