// Share URLs of the first round, frozen with what each opened to (recorded 2026-12-04 from the
// round-1 build): the URL contract. A link that worked must keep opening with the same outcome; a
// rule change that moves an outcome here is one readers see, and goes into the change log with it.
// Moved since: every IPVS 'suitable' → 'caution', and the CCE 5,000-Service link's pick IPVS →
// nftables, by the change entry deprecated-is-a-caution (rule set 1.6.0).
// prettier-ignore
export const SHARE_URLS = {
  result: [
    { url: '/en/result/', opens: { pick: 'iptables', nftables: 'caution', iptables: 'suitable', ipvs: 'caution' } },
    { url: '/en/result/?platform=cce&version=1.35', opens: { pick: 'iptables', nftables: 'caution', iptables: 'suitable', ipvs: 'caution' } },
    { url: '/zh/result/?platform=cce&version=1.31', opens: { pick: 'iptables', nftables: 'unsuitable', iptables: 'suitable', ipvs: 'caution' } },
    { url: '/en/result/?platform=cce&services=5000&endpoints=3', opens: { pick: 'nftables', nftables: 'caution', iptables: 'caution', ipvs: 'caution' } },
    { url: '/en/result/?platform=k8s&version=1.33&kernel=6.1.0&nft=1.0.6', opens: { pick: 'nftables', nftables: 'suitable', iptables: 'suitable', ipvs: 'caution' } },
    { url: '/zh/result/?platform=cce&version=1.31&services=3000', opens: { pick: 'ipvs', nftables: 'unsuitable', iptables: 'caution', ipvs: 'caution' } },
    { url: '/en/result/?platform=cce&version=1.34&lb=rr', opens: { pick: 'ipvs', nftables: 'unsuitable', iptables: 'caution', ipvs: 'caution' } },
    { url: '/en/result/?platform=cce&version=1.31&elbSharedIngress=true&passThrough=false', opens: { pick: 'iptables', nftables: 'unsuitable', iptables: 'suitable', ipvs: 'unsuitable' } },
    { url: '/en/result/?platform=k8s&version=1.30&services=20000', opens: { pick: 'ipvs', nftables: 'unsuitable', iptables: 'caution', ipvs: 'caution' } },
    { url: '/en/result/?platform=cce&version=1.40&kernel=5.10.0-182.0.0.95.r1941_123.hce2.x86_64', opens: { pick: 'iptables', nftables: 'unsuitable', iptables: 'suitable', ipvs: 'caution' } },
    { url: '/zh/result/?platform=k8s&version=nope&elbSharedIngress=true&services=lots&lb=fast', opens: { pick: 'iptables', nftables: 'caution', iptables: 'suitable', ipvs: 'caution' } },
    { url: '/en/result/?platform=k8s&version=1.29&kernel=4.18.0&os=centos-7.6&shortConn=true', opens: { pick: 'iptables', nftables: 'unsuitable', iptables: 'suitable', ipvs: 'caution' } },
    { url: '/en/result/?platform=cce&version=1.35&kernel=5.10.0&nft=1.0.1&services=5000&lb=sh&pingClusterIP=true', opens: { pick: 'ipvs', nftables: 'unsuitable', iptables: 'caution', ipvs: 'caution' } },
  ],
  wizard: [
    { url: '/en/wizard/?platform=cce&step=2', opens: { step: 2, question: 'version' } },
    { url: '/zh/wizard/?step=4', opens: { step: 4, question: 'nft' } },
    { url: '/en/wizard/?platform=k8s&step=10', opens: { step: 10, question: 'pingClusterIP' } },
    { url: '/en/wizard/?lb=wrr&step=8', opens: { step: 8, question: 'lb' } },
    { url: '/en/wizard/?step=zz', opens: { step: 1, question: 'platform' } },
    { url: '/en/wizard/?platform=k8s&version=1.33&kernel=6.1.0&nft=1.0.6', opens: { step: 1, question: 'platform' } },
  ],
  compare: [
    { url: '/en/compare/?modes=ipvs', opens: { columns: ['ipvs'], diff: false } },
    { url: '/en/compare/?modes=nftables,ipvs', opens: { columns: ['nftables', 'ipvs'], diff: false } },
    { url: '/zh/compare/?modes=nftables,ipvs&diff=true', opens: { columns: ['nftables', 'ipvs'], diff: true } },
    { url: '/en/compare/?x=1', opens: { columns: ['nftables', 'iptables', 'ipvs'], diff: false } },
  ],
  scaling: [
    { url: '/en/scaling/?services=2500&endpoints=8', opens: { services: 2500, endpoints: 8 } },
    { url: '/zh/scaling/?services=500&endpoints=4', opens: { services: 500, endpoints: 4 } },
    { url: '/en/scaling/?services=12.5&endpoints=0', opens: { services: 1000, endpoints: 10 } },
    { url: '/en/scaling/?services=5000', opens: { services: 5000, endpoints: 10 } },
  ],
} as const;
