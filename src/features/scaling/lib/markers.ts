import { CCE_SERVICE_THRESHOLD, SERVICE_AXIS } from '../../../domain/scaling/cost-model';

export interface MarkerSpec {
  x: number;
  kind: 'cce' | 'reader';
  side: 'left' | 'right';
}

/** Whether the reader's Service count can be marked on the log axis. */
export function onServiceAxis(services: number): boolean {
  return services >= SERVICE_AXIS.min && services <= SERVICE_AXIS.max;
}

/**
 * The CCE line and the reader's line. Labels go on opposite sides when the two are close,
 * and never off the plot near its edges.
 */
export function serviceMarkers(services: number): MarkerSpec[] {
  const below = services < CCE_SERVICE_THRESHOLD;
  const out: MarkerSpec[] = [{ x: CCE_SERVICE_THRESHOLD, kind: 'cce', side: below ? 'right' : 'left' }];
  if (onServiceAxis(services)) {
    const side = below ? (services < 100 ? 'right' : 'left') : services > 30_000 ? 'left' : 'right';
    out.push({ x: services, kind: 'reader', side });
  }
  return out;
}
