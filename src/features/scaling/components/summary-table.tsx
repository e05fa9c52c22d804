import { useTranslation } from 'react-i18next';
import { lookupCost, programmedObjects, updateCost, type ClusterSize } from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { formatters } from '../lib/format';
import { TableScroll } from '../../../ui/table-scroll';

/** The model's answer for the reader's own cluster, one row per mode. */
export function SummaryTable({ size }: { size: ClusterSize }) {
  const { t } = useTranslation('scaling');
  const { t: tc } = useTranslation();
  const f = formatters(useLang());
  const look = lookupCost(size);
  const obj = programmedObjects(size);
  const upd = updateCost(size);
  const caption = t('summary.caption', { services: f.num(size.services), endpoints: f.num(size.endpoints) });
  return (
    <section className="summary" aria-labelledby="at-your-size">
      <h2 id="at-your-size">{t('summary.title')}</h2>
      {size.services < 1 ? (
        <p>{t('summary.none')}</p>
      ) : (
        <TableScroll label={caption}>
          <table className="data-table summary-table" data-testid="summary-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('summary.mode')}</th>
                <th scope="col">{t('summary.lookup')}</th>
                <th scope="col">{t('summary.objects')}</th>
                <th scope="col">{t('summary.update')}</th>
              </tr>
            </thead>
            <tbody>
              <tr className="mode-iptables" data-mode="iptables">
                <th scope="row">{tc('modes.iptables')}</th>
                <td data-label={t('summary.lookup')}>
                  {t('summary.iptablesLookup', {
                    average: f.num(look.iptablesAverage),
                    worst: f.num(look.iptablesWorst),
                  })}
                </td>
                <td data-label={t('summary.objects')}>
                  {t('summary.iptablesObjects', {
                    rules: f.num(obj.iptables.natRules),
                    chains: f.num(obj.iptables.chains),
                  })}
                </td>
                <td data-label={t('summary.update')}>
                  {t('summary.iptablesUpdate', {
                    partial: f.num(upd.iptablesPartialRules),
                    full: f.num(upd.iptablesFullRules),
                  })}
                </td>
              </tr>
              <tr className="mode-nftables" data-mode="nftables">
                <th scope="row">{tc('modes.nftables')}</th>
                <td data-label={t('summary.lookup')}>{t('summary.nftablesLookup', { steps: f.num(look.nftables) })}</td>
                <td data-label={t('summary.objects')}>
                  {t('summary.nftablesObjects', {
                    rules: f.num(obj.nftables.rules),
                    chains: f.num(obj.nftables.chains),
                    elements: f.num(obj.nftables.elements),
                  })}
                </td>
                <td data-label={t('summary.update')}>
                  {t('summary.nftablesUpdate', { rules: f.num(upd.nftablesRules), chains: f.num(upd.nftablesChains) })}
                </td>
              </tr>
              <tr className="mode-ipvs" data-mode="ipvs">
                <th scope="row">{tc('modes.ipvs')}</th>
                <td data-label={t('summary.lookup')}>{t('summary.ipvsLookup', { steps: f.num(look.ipvs) })}</td>
                <td data-label={t('summary.objects')}>
                  {t('summary.ipvsObjects', {
                    virtual: f.num(obj.ipvs.virtualServers),
                    real: f.num(obj.ipvs.realServers),
                  })}
                </td>
                <td data-label={t('summary.update')}>
                  {t('summary.ipvsUpdate', { changes: f.num(upd.ipvsRealServerChanges) })}
                </td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
