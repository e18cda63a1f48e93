/** The class on <html> that turns the web font on (src/site/styles/site.css), and what remembers the visitor has it. */
export const WEB_FONT_CLASS = 'web-font';
export const WEB_FONT_KEY = 'web-font';

/**
 * The inline script in every islands page's head: the web font from the first frame for a visitor who has it already
 * (src/site/scripts/web-font.ts loads it after a first visit's paint). Trusted by hash (src/site/csp.ts).
 */
export const webFontScript = `try{if(localStorage.getItem('${WEB_FONT_KEY}'))document.documentElement.classList.add('${WEB_FONT_CLASS}')}catch(e){}`;
