import { describe, expect, it } from 'vitest';
import { createPortalStorage } from '../storage/portalStorage';
import { memoryStorage } from '../../storybook/fixtures';
import { readColumnPreferences, writeColumnPreferences } from './columnPreferences';

describe("a table's chosen columns", () => {
  it('are remembered under the host prefix, and a broken entry gives the defaults', () => {
    const backing = memoryStorage();
    const storage = createPortalStorage(backing, 'parceiro:');
    expect(readColumnPreferences(storage, 'transactions')).toBeNull();
    writeColumnPreferences(storage, 'transactions', { order: ['id', 'amount'], hidden: ['nsu'] });
    // One prefix, the host's, in place of the portal's own mark.
    expect(backing.getItem('parceiro:columns:transactions')).toBe('{"order":["id","amount"],"hidden":["nsu"]}');
    expect(readColumnPreferences(storage, 'transactions')).toEqual({ order: ['id', 'amount'], hidden: ['nsu'] });
    backing.setItem('parceiro:columns:transactions', '{broken');
    expect(readColumnPreferences(storage, 'transactions')).toBeNull();
  });
});
