import { describe, expect, it } from 'vitest';
import { formatAuditValues } from './AuditTable';

describe('formatAuditValues', () => {
  it('indents objects as JSON', () => {
    expect(formatAuditValues({ a: 1, b: { c: 'x' } })).toBe('{\n  "a": 1,\n  "b": {\n    "c": "x"\n  }\n}');
  });

  it('shows missing values as an empty object', () => {
    expect(formatAuditValues(null)).toBe('{}');
    expect(formatAuditValues(undefined)).toBe('{}');
  });

  it('parses a string that holds JSON, and keeps any other string', () => {
    expect(formatAuditValues('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatAuditValues('texto livre')).toBe('texto livre');
  });
});
