// The words of an audit log (spec 2.3, 3): the account settings' tab and a record's Histórico.
const actionTypes: Record<string, string> = { created: 'Criação', updated: 'Atualização', deleted: 'Deleção' };

export const auditMessages = {
  fields: {
    id: 'ID',
    userName: 'Usuário',
    email: 'E-mail',
    systemOrigin: 'Origem',
    functionality: 'Funcionalidade',
    actionPath: 'Caminho da ação',
    actionType: 'Tipo de ação',
    date: 'Data',
    createdAt: 'Data de criação',
  },
  createdAtHint: 'AAAA-MM-DD, ou só AAAA-MM',
  unknown: 'Desconhecido',
  undefinedFeature: 'Indefinido',
  actionTypes,
};
