import { describe, expect, it } from 'vitest';
import { classifyLine } from './lines';

describe('plain lines', () => {
  it.each([
    '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
    '4.18.0-553.el8_10.x86_64',
    '3.10.0-1160.el7.x86_64',
    '6.1.0-18-amd64',
    '6.6.30',
    '5.15.0-131-generic',
  ])('reads %s as a kernel', (line) => {
    expect(classifyLine(line)).toMatchObject({ type: 'kernel', kernel: { raw: line } });
  });

  it.each(['192.168.0.11', '1.0.6', 'v1.31.4', '5.10 beta', '10.0'])('does not read %s as a kernel', (line) => {
    expect(classifyLine(line).type).not.toBe('kernel');
  });

  it.each([
    ['nftables v1.0.6 (Lester Gooch #5)', { major: 1, minor: 0, patch: 6 }],
    ['nftables v0.9.3 (Topsy)', { major: 0, minor: 9, patch: 3 }],
    ['nftables v1.1.1 (Commodore Bullmoose #2)', { major: 1, minor: 1, patch: 1 }],
    ['-bash: nft: command not found', 'none'],
    ['zsh: command not found: nft', 'none'],
  ])('reads %s as the nft tool', (line, nft) => {
    expect(classifyLine(line)).toEqual({ type: 'nft', nft });
  });

  it.each([
    ['I1205 08:21:44.123456       1 server_linux.go:264] "Using nftables Proxier"', 'nftables'],
    ['I0412 10:02:11.000000       1 server_others.go:218] Using iptables Proxier.', 'iptables'],
    [
      'E1205 08:21:44.123470       1 server_linux.go:266] "The ipvs proxier is now deprecated and may be removed in a future release. Please use \'nftables\' instead."',
      'ipvs',
    ],
    [
      'E0927 04:33:27.872809       1 server_linux.go:193] "The ipvs proxier has been deprecated and will be disabled by default in Kubernetes 1.40 and removed in Kubernetes 1.43. Migrate to the \'nftables\' proxier instead."',
      'ipvs',
    ],
    ['ipvs', 'ipvs'],
  ])("reads kube-proxy's own words %s as the mode it runs", (line, mode) => {
    expect(classifyLine(line)).toMatchObject({ type: 'running', mode });
  });

  it.each(['W1205 08:21:44.1 1 server.go:1] "Using ipvs scheduler rr"', 'ipvs is deprecated', 'iptables v1.8.7'])(
    'does not read %s as a mode',
    (line) => {
      expect(classifyLine(line).type).not.toBe('running');
    },
  );

  it('reads the server line of plain `kubectl version`, old and new', () => {
    expect(classifyLine('Server Version: v1.31.4-r0-31.0.2.1')).toEqual({
      type: 'serverVersion',
      gitVersion: 'v1.31.4-r0-31.0.2.1',
    });
    expect(
      classifyLine(
        'Server Version: version.Info{Major:"1", Minor:"27", GitVersion:"v1.27.3-r0-27.0.5.1", GitCommit:"abc"}',
      ),
    ).toEqual({
      type: 'serverVersion',
      gitVersion: 'v1.27.3-r0-27.0.5.1',
    });
  });

  it.each([
    '$ kubectl get nodes -o json',
    '[root@192-168-0-13 ~]# uname -r',
    'kubectl version -o json',
    'Client Version: v1.33.1',
    'Kustomize Version: v5.6.0',
    'Warning: v1 Endpoints is deprecated in v1.33+; use discovery.k8s.io/v1 EndpointSlice',
    'PS C:\\Users\\ops> kubectl get nodes -o json',
  ])('treats %s as expected noise', (line) => {
    expect(classifyLine(line)).toEqual({ type: 'noise' });
  });

  it('tells JSON fragments, YAML and tables apart from other text', () => {
    expect(classifyLine('        "kernelVersion": "5.10.0",').type).toBe('fragment');
    expect(classifyLine('    },').type).toBe('fragment');
    expect(classifyLine('apiVersion: v1').type).toBe('yaml');
    expect(classifyLine('NAME           STATUS   ROLES    AGE   VERSION').type).toBe('table');
    expect(classifyLine('hello').type).toBe('other');
  });
});
