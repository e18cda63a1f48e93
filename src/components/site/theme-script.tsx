/**
 * Runs before the first paint so a stored dark theme never flashes light. Only `light` and `dark` are accepted;
 * anything else means light. Carries the request's CSP nonce.
 */
const script = `try{if(localStorage.getItem('theme')==='dark')document.documentElement.classList.add('dark')}catch(e){}`;

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
