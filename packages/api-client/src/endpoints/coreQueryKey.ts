import { coreEndpoints } from './coreEndpoints';
import { queryKeysOf } from './queryKey';

/** The cache keys of the core reads (a back-office group's hooks derive theirs from the group's table). */
export const coreQueryKey = queryKeysOf(coreEndpoints);
