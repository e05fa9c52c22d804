import type { Page } from '@playwright/test';

export function drawCharts(page: Page): Promise<void>;
