import { useTranslation } from 'react-i18next';
import { CCE_SERVICE_THRESHOLD, SERVICE_AXIS } from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { formatters } from './format';
import { serviceMarkers } from './markers';

/** What every Service-count chart shares: the log x axis, its ticks, and the two markers. */
export function useServiceAxis(services: number) {
  const { t } = useTranslation('scaling');
  const f = formatters(useLang());
  const markers = serviceMarkers(services).map((m) => ({
    ...m,
    label:
      m.kind === 'cce'
        ? t('chart.cceMarker', { value: f.num(CCE_SERVICE_THRESHOLD) })
        : t('chart.readerMarker', { value: f.num(m.x) }),
  }));
  return {
    xDomain: [SERVICE_AXIS.min, SERVICE_AXIS.max] as [number, number],
    xTicks: [10, 100, 1000, 10_000, 100_000],
    markers,
    tooltipTitle: (x: number) => t('chart.tooltipServices', { value: f.num(x) }),
    formatTick: f.tick,
    formatValue: f.num,
  };
}
