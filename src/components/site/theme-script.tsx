/**
 * Runs before the first paint so a stored dark theme never flashes light. Only `light` and `dark` are accepted;
 * anything else means light on the public site (spec 000), and the device's setting in the admin (`followSystem`),
 * until the toggle stores a choice. Carries the request's CSP nonce on a Next.js
 * page; a public Astro page allows it by its hash (src/site/csp.ts).
 */
export const themeScript = `try{if(localStorage.getItem('theme')==='dark')document.documentElement.classList.add('dark')}catch(e){}`;
const systemScript = `try{var t=localStorage.getItem('theme');if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}`;

export function ThemeScript({ nonce, followSystem = false }: { nonce?: string; followSystem?: boolean }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: followSystem ? systemScript : themeScript }} />;
}
