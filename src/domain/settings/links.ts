import type { CheckId } from '../decision/checks';

/**
 * The result's checks that are about a configuration field: the check names the field's row on
 * the settings page. One definition, read by the result page and its test.
 */
export const CHECK_SETTINGS: Readonly<Partial<Record<CheckId, string>>> = {
  'nodeport-differences': 'nodePortAddresses',
  'iptables-sync-period': 'iptables.minSyncPeriod',
};
