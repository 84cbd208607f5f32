/**
 * The gallery's tabs and pages (spec 2 sections 2.10, 9): one tab per catalog type in the type order, core only for
 * internal teams, a tab disabled when empty except the private (custom) one; 11 cards a page, 10 on the private tab
 * when the add card takes a slot.
 */
import {
  CATALOG_PAGE_SIZE,
  CATALOG_PAGE_SIZE_WITH_ADD,
  CATALOG_TYPES,
  catalogTypeSchema,
  catalogTypeVisible,
  mergeCatalogLists,
  sortCatalogsByStatus,
  type Catalog,
  type CatalogType,
} from '@dc/contracts';

export interface GalleryTab {
  type: CatalogType;
  count: number;
  disabled: boolean;
}

/** The public list first, then the team's own and shared ones, unique by id; by status descending, then name. */
export const galleryCatalogs = (publicList: Catalog[], teamList: Catalog[]): Catalog[] =>
  sortCatalogsByStatus(mergeCatalogLists(publicList, teamList));

export function galleryTabs(catalogs: Pick<Catalog, 'type'>[], internalTeam: boolean): GalleryTab[] {
  return CATALOG_TYPES.filter((type) => catalogTypeVisible(type, internalTeam)).map((type) => {
    const count = catalogs.filter((c) => c.type === type).length;
    return { type, count, disabled: type !== 'custom' && count === 0 };
  });
}

/** The asked tab when it is shown and enabled, else core (the default), else the first enabled tab. */
export function selectedTab(asked: string | null, tabs: GalleryTab[]): CatalogType {
  const usable = (type: string | null) => tabs.find((t) => t.type === type && !t.disabled)?.type;
  return usable(asked) ?? usable('core') ?? tabs.find((t) => !t.disabled)?.type ?? 'custom';
}

/** The type in the address, read loosely: anything else means "not chosen". */
export const askedType = (value: string | null): CatalogType | null => catalogTypeSchema.safeParse(value).data ?? null;

export const galleryPageSize = (type: CatalogType, withAddCard: boolean) =>
  type === 'custom' && withAddCard ? CATALOG_PAGE_SIZE_WITH_ADD : CATALOG_PAGE_SIZE;

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** One page of a list (1-based), the page clamped to the last one. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
