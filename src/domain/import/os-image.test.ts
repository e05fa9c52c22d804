import { describe, expect, it } from 'vitest';
import { centos7FromKernel, classifyOsImage } from './os-image';

describe('OS images', () => {
  it.each([
    ['Ubuntu 18.04.6 LTS', 'ubuntu-18.04'],
    ['Ubuntu 18.04 LTS', 'ubuntu-18.04'],
    ['Ubuntu 22.04.5 LTS', 'ubuntu-22.04'],
    ['Ubuntu 24.04.1 LTS', 'ubuntu-24.04'],
    ['Microsoft Azure Linux 3.0', 'azure-linux-3'],
    ['CBL-Mariner/Linux', 'other'],
    ['Ubuntu 20.04.6 LTS', 'other'],
    ['CentOS Linux release 7.6.1810 (Core)', 'centos-7.6'],
    ['CentOS Linux release 7.9.2009 (Core)', 'other'],
    ['CentOS Stream 9', 'other'],
    ['Huawei Cloud EulerOS 2.0 (x86_64)', 'other'],
    ['EulerOS 2.0 (SP9x86_64)', 'other'],
    ['EulerOS 2.0 (SP10)', 'other'],
    ['EulerOS 2.5', 'euleros-2.5'],
    ['Debian GNU/Linux 12 (bookworm)', 'other'],
    ['Amazon Linux 2023.6.20250115', 'al2023'],
    ['Amazon Linux 2023.8.20250908', 'al2023'],
    ['Amazon Linux 2', 'al2'],
    ['Bottlerocket OS 1.44.0 (aws-k8s-1.33)', 'bottlerocket'],
    ['Amazon Linux', 'other'],
    ['Container-Optimized OS from Google', 'other'],
  ])('%s → %s', (image, os) => {
    expect(classifyOsImage(image)).toEqual({ type: 'known', os });
  });

  it('does not guess CentOS 7 minor releases, but passes on what the kernel suggests', () => {
    expect(classifyOsImage('CentOS Linux 7 (Core)')).toEqual({ type: 'ambiguous', family: 'centos7' });
    expect(classifyOsImage('CentOS Linux 7 (Core)', '3.10.0-957.27.2.el7.x86_64')).toEqual({
      type: 'ambiguous',
      family: 'centos7',
      kernelHint: '7.6',
    });
    expect(classifyOsImage('CentOS Linux 7 (Core)', '3.10.0-1160.119.1.el7.x86_64')).toEqual({
      type: 'ambiguous',
      family: 'centos7',
      kernelHint: '7.9',
    });
  });

  it('does not map EulerOS 2.0 SP5 to EulerOS 2.5 without a source for the text', () => {
    expect(classifyOsImage('EulerOS 2.0 (SP5)', '3.10.0-862.14.1.5.h520.eulerosv2r7.x86_64')).toEqual({
      type: 'ambiguous',
      family: 'euleros',
    });
    expect(classifyOsImage('EulerOS 2.0')).toEqual({ type: 'ambiguous', family: 'euleros' });
  });

  it('reads CentOS 7 kernels only when they are el7 builds', () => {
    expect(centos7FromKernel('3.10.0-862.14.1.5.h520.eulerosv2r7.x86_64')).toBeUndefined();
    expect(centos7FromKernel('3.10.0-1062.el7.x86_64')).toBe('7.7');
    expect(centos7FromKernel(undefined)).toBeUndefined();
  });
});
