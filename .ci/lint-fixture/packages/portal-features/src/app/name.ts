export const appName = 'Painel';
