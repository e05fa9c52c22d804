import type { Platform } from './model';

const NO_SETTING =
  'no kube-proxy mode setting: the GKE API, the container_cluster Terraform docs and the Dataplane V2 pages name only the datapath';

export const GKE: Platform = {
  id: 'gke',
  // The legacy datapath runs kube-proxy in iptables mode; nothing lets a cluster pick another mode.
  modes: [
    {
      mode: 'iptables',
      value: { notPublished: NO_SETTING },
      sources: ['gke-api-datapath-provider', 'gke-terraform-cluster'],
    },
  ],
  defaultMode: { value: 'iptables', sources: ['gke-api-datapath-provider', 'gke-terraform-cluster'] },
  chosenAt: { notPublished: NO_SETTING },
  changeCost: { notPublished: NO_SETTING },
  kubeProxyRuns: { notPublished: 'the GKE Dataplane V2 pages and the container_cluster Terraform docs' },
  statements: [
    { id: 'no-mode-setting', about: 'default', notPublished: NO_SETTING },
    { id: 'legacy-datapath', about: 'default', sources: ['gke-api-datapath-provider', 'gke-terraform-cluster'] },
    { id: 'dataplane-v2-creation', about: 'default', sources: ['gke-dataplane-v2-howto'] },
    { id: 'autopilot', about: 'default', sources: ['gke-dataplane-v2-howto', 'gke-dataplane-v2'] },
    // Google's page qualifies it: "for GKE versions where" Dataplane V2 does not use kube-proxy.
    { id: 'which-versions', about: 'default', sources: ['gke-dataplane-v2'] },
  ],
  replacement: { value: 'yes', sources: ['gke-dataplane-v2'] },
  snippets: [],
};
