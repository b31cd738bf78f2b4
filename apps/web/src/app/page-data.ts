import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { meOf } from '../features/auth/auth-api';
import { meQuery } from '../features/auth/session';
import { gamePagesQuery, gamesQuery } from '../features/games/games';
import { playReportsQuery } from '../features/play-reports/play-reports-api';
import { purchasesQuery } from '../features/purchases/purchases';
import { gameShareLinksKey } from '../features/share-links/share-links-api';
import { boxScoreQuery, sharedGameQuery } from '../features/stats/get-box-score';
import { teamsQuery } from '../features/teams/teams-api';
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
/** A list read a page at a time (an infinite query) starts from its first page. */
const firstPage = (body: unknown) => ({ pages: [body], pageParams: [null] });
const session: PageQuery = { key: meQuery.queryKey, url: '/api/me', data: meOf };

/**
 * What the server asks its own API for before it draws a page at `pathname` (with `search`, the URL's query), or
 * null for a page it does not draw there. It draws the owner's game and a shared link's page (issue 27: the page a
 * coach opens from an e-mail arrives drawn), the customer's dashboard but on return from a payment
 * (`?session_id=`), which waits for the payment in the browser, and the upload page, whose form comes once the app
 * is live (UploadWidget). Each is asked for with the reader's own cookie, so the server draws only what the reader
 * may see.
 */
export function pageQueries(pathname: string, search = ''): PageQuery[] | null {
  if (pathname === '/dashboard')
    return new URLSearchParams(search).has('session_id')
      ? null
      : [
          session,
          { key: gamePagesQuery.queryKey, url: '/api/games', data: firstPage },
          { key: purchasesQuery.queryKey, url: '/api/purchases', data: firstPage },
        ];
  if (pathname === '/upload')
    return [
      session,
      // The form's team choices and the uploads left unfinished: there once the form comes, with no request.
      { key: teamsQuery.queryKey, url: '/api/teams', data: (body: { teams: unknown }) => body.teams },
      { key: gamesQuery.queryKey, url: '/api/games', data: (body: { games: unknown }) => body.games },
    ];
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
