import type { Plugin } from 'vite';
export function devSsr(): Plugin;
