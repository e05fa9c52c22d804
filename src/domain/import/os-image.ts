/**
 * Maps a node's `status.nodeInfo.osImage` (the PRETTY_NAME of its
 * /etc/os-release) to the wizard's `os` answer — only where the text alone
 * says which release it is: an image of the guide's (platforms/node-images.ts), or `other`.
 */
import type { OsImage } from '../answers/answers';

export type OsReading =
  | { type: 'known'; os: OsImage }
  /**
   * The text fits a flagged image and others alike. `centos7`: CentOS 7 reports
   * "CentOS Linux 7 (Core)" for 7.0 to 7.9 alike. `euleros`: "EulerOS 2.0 (SP5)"
   * is probably what Huawei Cloud sells as EulerOS 2.5, but no public source we
   * hold shows the exact text, so we do not guess.
   */
  | { type: 'ambiguous'; family: 'centos7' | 'euleros'; kernelHint?: string };

/** The kernel build each CentOS 7 minor release shipped (3.10.0-<build>.el7): a hint, never an answer. */
const CENTOS7_KERNELS: Record<string, string> = {
  '693': '7.4',
  '862': '7.5',
  '957': '7.6',
  '1062': '7.7',
  '1127': '7.8',
  '1160': '7.9',
};

export function centos7FromKernel(kernel: string | undefined): string | undefined {
  const build = /^3\.10\.0-(\d+)\./.exec(kernel ?? '')?.[1];
  return build && /\.el7/.test(kernel ?? '') ? CENTOS7_KERNELS[build] : undefined;
}

export function classifyOsImage(osImage: string, kernel?: string): OsReading {
  const s = osImage.trim().replace(/\s+/g, ' ');
  const known = (os: OsImage): OsReading => ({ type: 'known', os });

  // EKS nodes report "Amazon Linux 2023.8.20250908", "Amazon Linux 2" and "Bottlerocket OS 1.44.0 (aws-k8s-1.33)".
  if (/^Amazon Linux 2023\b/i.test(s)) return known('al2023');
  if (/^Amazon Linux 2$/i.test(s)) return known('al2');
  if (/^Bottlerocket OS\b/i.test(s)) return known('bottlerocket');
  if (/^Ubuntu 18\.04(?:\.\d+)?(?: LTS)?$/i.test(s)) return known('ubuntu-18.04');
  if (/^Ubuntu 22\.04(?:\.\d+)?(?: LTS)?$/i.test(s)) return known('ubuntu-22.04');
  if (/^Ubuntu 24\.04(?:\.\d+)?(?: LTS)?$/i.test(s)) return known('ubuntu-24.04');
  // AKS nodes report "Microsoft Azure Linux 3.0" (2.0 reported "CBL-Mariner/Linux").
  if (/^Microsoft Azure Linux 3\.\d+\b/i.test(s)) return known('azure-linux-3');
  if (/^Ubuntu\b/i.test(s)) return known('other');

  const centos = /^CentOS(?: Linux)?(?: release)? 7(?:\.(\d+))?/i.exec(s);
  if (centos) {
    if (centos[1] === undefined) {
      const hint = centos7FromKernel(kernel);
      return hint
        ? { type: 'ambiguous', family: 'centos7', kernelHint: hint }
        : { type: 'ambiguous', family: 'centos7' };
    }
    return known(centos[1] === '6' ? 'centos-7.6' : 'other');
  }
  if (/^CentOS\b/i.test(s)) return known('other'); // CentOS 8, CentOS Stream

  if (/^Huawei Cloud EulerOS\b/i.test(s)) return known('other'); // HCE 1.1 / 2.0
  if (/^EulerOS\b/i.test(s)) {
    if (/^EulerOS(?: release)? 2\.5\b/i.test(s)) return known('euleros-2.5');
    const sp = /\bSP(\d+)/i.exec(s)?.[1];
    if (sp !== undefined && sp !== '5') return known('other'); // SP8, SP9, SP10…: EulerOS 2.8, 2.9, 2.10
    return { type: 'ambiguous', family: 'euleros' };
  }
  return known('other');
}
