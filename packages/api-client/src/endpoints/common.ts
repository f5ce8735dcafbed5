import * as z from 'zod/mini';

/** Flags the API sends as 1/0, true/false or '1'/'0'. */
export const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value: boolean | number | string) => value === true || value === 1 || value === '1'),
);

/** An id the API sends as a number or as text. */
export const id = z.union([z.number(), z.string()]);

/** Answers whose content the spec does not show: any body, even none. */
export const anyResult = z.unknown();

/** An answer that may carry a message for the user. */
export const messageResult = z.looseObject({ message: z.optional(z.string()) });

/** The systemOrigin query parameter some calls carry: the platform code of the deployment. */
export const systemOriginQuery = z.object({ systemOrigin: z.string() });
