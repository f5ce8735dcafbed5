// Forbidden: a feature reaching into another feature.
import { transferFee } from '../transfers/transferFee';

export const linkFee = transferFee + 1;
