// Forbidden: core reaching up into app/.
import { appName } from '../app/name';

export const currency = `BRL ${appName}`;
