/**
 * Bookmark paging of the IoT lists (spec 1 section 4.5): 'Load more' asks for the page after the last bookmark and
 * is disabled when there is none. The group list keeps two bookmarks, current and legacy, and is exhausted only
 * when both are 'none'.
 */
import { IOT_NO_BOOKMARK, type IotGroupList, type IotResourceType } from '@dc/contracts';

export interface BookmarkPage<T> {
  resultSet: T[];
  nextBookmark: string;
}

/** The next page's bookmark, or undefined when the list is exhausted. */
export const nextBookmarkOf = <T>(page: BookmarkPage<T>): string | undefined =>
  page.nextBookmark && page.nextBookmark !== IOT_NO_BOOKMARK ? page.nextBookmark : undefined;

/** The loaded pages as one list, in the order they came. */
export const rowsOf = <T>(pages: ReadonlyArray<BookmarkPage<T>> | undefined): T[] =>
  (pages ?? []).flatMap((p) => p.resultSet);

export interface GroupBookmarks {
  bookmark?: string;
  legacyBookmark?: string;
}

export const groupsExhausted = (page: IotGroupList): boolean =>
  page.deviceGroups.nextBookmark === IOT_NO_BOOKMARK && page.legacyDeviceGroups.nextBookmark === IOT_NO_BOOKMARK;

/**
 * The bookmarks for the next group page, or undefined when both lists are done. A list that is done sends 'none'
 * back, which the service answers with an empty page of it.
 */
export function nextGroupBookmarks(page: IotGroupList): GroupBookmarks | undefined {
  if (groupsExhausted(page)) return undefined;
  return { bookmark: page.deviceGroups.nextBookmark, legacyBookmark: page.legacyDeviceGroups.nextBookmark };
}

/** One row of the group table, whatever its kind. */
export interface GroupRow {
  id: string;
  name: string;
  region: string;
  resourceType: IotResourceType;
}

/** The groups of every loaded page: each page's current and region groups, then its legacy groups. */
export function groupRowsOf(pages: ReadonlyArray<IotGroupList> | undefined): GroupRow[] {
  return (pages ?? []).flatMap((p) =>
    [...p.deviceGroups.resultSet, ...p.legacyDeviceGroups.resultSet].map((g) => ({
      id: g.id,
      name: g.name,
      region: g.region,
      resourceType: g.resourceType,
    })),
  );
}
