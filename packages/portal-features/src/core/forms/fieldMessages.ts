import type * as z from 'zod/mini';

/** Every message per field, in order, as a form shows them. */
export function fieldMessages(schema: z.ZodMiniType, values: unknown): Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    (messages[field] ??= []).push(issue.message);
  }
  return messages;
}

/** The first message per field: what a form shows under each field. */
export function firstFieldMessages(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldMessages(schema, values)).flatMap(([field, [first]]) => (first ? [[field, first]] : [])),
  );
}
