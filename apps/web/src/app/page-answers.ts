import type { QueryKey } from '@tanstack/react-query';

/** A query's key and data, as the server writes them into the page it drew and the browser reads them back. */
export interface PageAnswer {
  key: QueryKey;
  data: unknown;
}

/** The id of the script element (type application/json) that carries the answers a drawn page was drawn from. */
export const PAGE_ANSWERS_ID = 'courtside-page-answers';
