import { describe, expect, it } from 'vitest';
import { createPortalStorage } from '../storage/portalStorage';
import { memoryStorage } from '../../storybook/fixtures';
import { columnPreferencesKey, readColumnPreferences, writeColumnPreferences } from './columnPreferences';

describe("a table's chosen columns", () => {
  it('are remembered under the host prefix, and a broken entry gives the defaults', () => {
    const backing = memoryStorage();
    const storage = createPortalStorage(backing, 'parceiro:');
    expect(readColumnPreferences(storage, 'transactions')).toBeNull();
    writeColumnPreferences(storage, 'transactions', { order: ['id', 'amount'], hidden: ['nsu'] });
    expect(backing.getItem(`parceiro:${columnPreferencesKey('transactions')}`)).toBe(
      '{"order":["id","amount"],"hidden":["nsu"]}',
    );
    expect(readColumnPreferences(storage, 'transactions')).toEqual({ order: ['id', 'amount'], hidden: ['nsu'] });
    backing.setItem(`parceiro:${columnPreferencesKey('transactions')}`, '{broken');
    expect(readColumnPreferences(storage, 'transactions')).toBeNull();
  });
});
