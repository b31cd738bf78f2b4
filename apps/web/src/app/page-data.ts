import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { meOf } from '../features/auth/auth-api';
import { meQuery } from '../features/auth/session';
import { playReportsQuery } from '../features/play-reports/play-reports-api';
import { gameShareLinksKey } from '../features/share-links/share-links-api';
import { boxScoreQuery, sharedGameQuery } from '../features/stats/get-box-score';
import { gameQueryKey } from '../pages/game/game-query';

/** An API answer a page draws its first screen from, and the query of the app's cache it fills. */
export interface PageQuery {
  key: QueryKey;
  /** The API's path (GET). */
  url: string;
  /** The query's data, from the answer's JSON body. */
  data: (body: never) => unknown;
}

const asIs = (body: unknown) => body;
const session: PageQuery = { key: meQuery.queryKey, url: '/api/me', data: meOf };

/**
 * What the server asks its own API for before it draws a statistics page (issue 27: the page a coach opens from
 * an e-mail arrives drawn), or null for a page it does not draw: the owner's game and a shared link's page. Each
 * is asked for with the reader's own cookie, so the server draws only what the reader may see.
 */
export function pageQueries(pathname: string): PageQuery[] | null {
  const id = matchPath('/games/:id', pathname)?.params.id;
  if (id)
    return [
      session,
      { key: gameQueryKey(id), url: `/api/games/${id}`, data: asIs },
      { key: boxScoreQuery(id).queryKey, url: `/api/games/${id}/boxscore`, data: asIs },
      // The owner's sections under the sheet: drawn with the page, they ask the API for nothing once it is live.
      {
        key: playReportsQuery(id).queryKey,
        url: `/api/games/${id}/play-reports`,
        data: (body: { reports: unknown }) => body.reports,
      },
      { key: gameShareLinksKey(id), url: `/api/games/${id}/share-links`, data: (body: { links: unknown }) => body.links },
    ];
  const token = matchPath('/s/:token', pathname)?.params.token;
  if (token) return [session, { key: sharedGameQuery(token).queryKey, url: `/api/shared/${token}`, data: asIs }];
  return null;
}
