export const THEME_STORAGE_KEY = 'kpg-theme';

/**
 * Runs in <head> before the first paint, so a stored dark theme never flashes
 * light, and marks the page as scripted (`data-js`) so the phone menu is folded from the
 * first paint instead of collapsing when React hydrates (a layout shift). Kept tiny and
 * dependency-free; its hash goes into the CSP.
 */
export const THEME_BOOT_SCRIPT = `document.documentElement.dataset.js='';try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
