import {
  SEARCH_ENTRIES,
  SIDEBAR_LINKS,
  hasAnyScope,
  isAdmin,
  type ScopeHolder,
  type SearchEntry,
  type SidebarLink,
} from '@comandero/contracts';
import { matchesTitle } from '../../lib/text-search';

/** Admin sees every link; others a link holding one of their scopes; scope-less links (Usuarios) are admin only. */
export function visibleSidebarLinks(user: ScopeHolder, links: readonly SidebarLink[] = SIDEBAR_LINKS): SidebarLink[] {
  return links.filter((link) => (link.scopes === null ? isAdmin(user) : hasAnyScope(user, link.scopes)));
}

export function visibleSearchEntries(
  user: ScopeHolder,
  entries: readonly SearchEntry[] = SEARCH_ENTRIES,
): SearchEntry[] {
  return entries.filter((entry) => (entry.adminOnly ? isAdmin(user) : hasAnyScope(user, entry.scopes)));
}

/**
 * Case-insensitive substring match on the title (spec §2), accents ignored too ("configuracion"
 * finds "Configuración de impresión"); blank text filters nothing (spec §5 General).
 */
export function filterSearchEntries<E extends { title: string }>(entries: readonly E[], query: string): E[] {
  return entries.filter((e) => matchesTitle(e.title, query));
}
