/** A page of a filtered platform list: its size, count and offset, and the total the filter keeps. */
export function paging(page: number, totalCount: number, pageSize: number) {
  return { page, pageSize, totalCount, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)), limit: pageSize, offset: (page - 1) * pageSize };
}
