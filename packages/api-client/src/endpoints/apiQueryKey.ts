import { endpoints, type Endpoints } from './index';
import { queryKeysOf } from './queryKey';

/** The cache key of any read of the whole table (for hosts with hooks of their own). */
export const apiQueryKey = queryKeysOf(endpoints);

export type ApiRead = Parameters<typeof apiQueryKey>[0] & keyof Endpoints;
