import { z } from 'zod';

/**
 * The query fields of a back-office list paged by `keyset-cursor.ts`: spread into the route's querystring
 * beside its own filters.
 */
export const keysetQuery = {
  cursor: z.string().max(500).optional().describe('`nextCursor` of the previous page'),
};

/** The free-text search of a back-office list (names and e-mail addresses). */
export const searchQuery = z.string().max(200, 'Search for at most 200 characters').optional();

/** The fields a keyset page answers with beside its rows: the cursor of the next page, null on the last. */
export const keysetPage = {
  nextCursor: z.string().nullable(),
};
