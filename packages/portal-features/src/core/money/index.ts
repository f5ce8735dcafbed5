export { transactionStatusTone } from './statusTone';
