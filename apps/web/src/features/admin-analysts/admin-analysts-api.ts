import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

export type AnalystReport = paths['/api/admin/analysts']['get']['responses'][200]['content']['application/json'];
export type AnalystFigures = AnalystReport['analysts'][number];

/** The windows the page offers, in days. */
export const WINDOWS = [7, 30, 90] as const;
export type WindowDays = (typeof WINDOWS)[number];

/** The analysts' figures over the last `days` UTC days. */
export const analystsReportQuery = (days: WindowDays) =>
  queryOptions({
    queryKey: ['admin', 'analysts', days],
    queryFn: async () => unwrap(await api.GET('/api/admin/analysts', { params: { query: { days } } })),
    // The old window stays on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
