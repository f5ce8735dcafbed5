import type { ReactNode } from 'react';

export interface NavItem {
  title: string;
  path: string;
  icon?: ReactNode;
  /** Permission action; 'read' by default (spec 6). */
  action?: string;
  /** Permission subject (resource); an item without one is shown to everyone. */
  subject?: string;
  /** A count or mark after the title (requests waiting for the person), with words for screen readers. */
  badge?: ReactNode;
}

export interface NavGroup {
  title: string;
  icon?: ReactNode;
  children: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export type Can = (action: string, subject: string) => boolean;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

function permitted(item: NavItem, can: Can): boolean {
  return item.subject === undefined || can(item.action ?? 'read', item.subject);
}

/** Spec 2.7: an item shows only if permitted; a group only if some child is (with only those children). */
export function filterNavigation(entries: readonly NavEntry[], can: Can): NavEntry[] {
  const result: NavEntry[] = [];
  for (const entry of entries) {
    if (isNavGroup(entry)) {
      const children = entry.children.filter((child) => permitted(child, can));
      if (children.length > 0) result.push({ ...entry, children });
    } else if (permitted(entry, can)) {
      result.push(entry);
    }
  }
  return result;
}

/** Whether an entry holds the current page (a group is active when one of its items is). */
export function isActiveEntry(entry: NavEntry, currentPath: string): boolean {
  return isNavGroup(entry) ? entry.children.some((child) => child.path === currentPath) : entry.path === currentPath;
}
