export const CHROME_PATH: string;
export const CHROMIUM_ARGS: string[];
