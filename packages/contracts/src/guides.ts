/**
 * Guides (spec 3 sections 2.3, 3 "Guide page", 6, 7.5, 8, 9; SPEC-NOTES 2), served under the guides prefix /api/guides:
 *   GET /api/guides/guides.json          -> GuidePage[] in reading order; internal pages only for internal teams
 *   GET /api/guides/{fileName}.html      -> the guide as sanitized HTML (a fragment; headings carry ids)
 * The current team comes in the `team_uuid` header: internal guides are listed and served only when the caller is
 * a member of that team and it is internal (spec 3 section 6 "Internal teams see internal guides"). Any other
 * caller gets 404 GUIDE_NOT_FOUND for an internal guide, as for an unknown one.
 */
import { z } from 'zod';
import type { CatalogueError } from './team-errors.js';

export const GUIDES_TEAM_HEADER = 'team_uuid';
/** A guide file name: the address part of /guides/{fileName}. */
export const GUIDE_FILE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A linked heading is highlighted this long (spec 3 section 9). */
export const GUIDE_HIGHLIGHT_MS = 1500;
/** The compact widget's cards (spec 3 sections 2.3 and 9). */
export const GUIDE_WIDGET_CARDS = 3;
/** Guide cards per row by breakpoint (spec 3 section 9; XS 12 is the grid's full width: one card). */
export const GUIDE_CARDS_PER_ROW = { xs: 1, sm: 2, md: 2, lg: 3, xl: 3 } as const;

export const guidePageSchema = z.object({
  /** The guide's title. */
  name: z.string(),
  /** Its file name, as in /guides/{fileName}. */
  file: z.string().regex(GUIDE_FILE_PATTERN),
  /** A one-sentence summary for cards and the list. */
  text: z.string(),
  internal: z.boolean(),
});
export type GuidePage = z.infer<typeof guidePageSchema>;
export const guideListSchema = z.array(guidePageSchema);

/** The timestamp the console appends to GETs of .json and .html files (spec 3 section 7.6); the server ignores it. */
export const cacheBustQuery = z.object({ t: z.coerce.number().int().nonnegative().optional() });

export const guideFileParams = z.object({
  fileName: z.string().max(100).regex(GUIDE_FILE_PATTERN),
});

export const guideHtmlPath = (file: string) => `/${file}.html`;

/**
 * A heading's id and the hash that links to it: the heading text with dashes instead of spaces (SPEC-NOTES 2).
 * Case and other characters stay as written.
 */
export const headingId = (text: string) => text.trim().replace(/\s+/g, '-');

export const GUIDE_ERRORS = {
  notFound: { code: 'GUIDE_NOT_FOUND', status: 404, message: 'No such guide.' },
} as const satisfies Record<string, CatalogueError>;
