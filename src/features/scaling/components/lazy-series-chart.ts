import { lazy } from 'react';

/** Recharts is ~125 KB gzip: its chunk is fetched when the first chart is about to be drawn. */
export const SeriesChart = lazy(() => import('./series-chart').then((m) => ({ default: m.SeriesChart })));
