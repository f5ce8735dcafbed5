// A cycle: first → second → first.
import { second } from './second';

export const first = (): number => second() + 1;
