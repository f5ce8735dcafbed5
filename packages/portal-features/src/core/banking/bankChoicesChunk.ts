// The Central Bank's whole list and its day, fetched when a bank field first shows (the well-known banks come at
// once): nothing else may import these statically, or the list would travel with every screen that has the field.
export { BANK_DIRECTORY_DATE, bankChoices } from '@painel/api-client';
