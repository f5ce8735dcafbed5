// Allowed: a feature using core, and its own files.
import { currency } from '../../core/money';
import { linkFee } from './linkFee';

export const label = `${currency} ${linkFee}`;
