/** Paging of server-paged tables (spec 2 section 9: 5 rows per page), 1-based like the API. */
export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A page that still exists after rows went away (the last row of the last page deleted: one page back). */
export const clampPage = (page: number, total: number, pageSize: number) =>
  Math.min(Math.max(1, page), lastPage(total, pageSize));
