import { e as createComponent, k as renderHead, l as renderComponent, r as renderTemplate } from '../chunks/astro/server_RkWa0ynb.mjs';
import 'piccolore';
import { jsx } from 'react/jsx-runtime';
export { renderers } from '../renderers.mjs';

const THEME_STORAGE_KEY = "theme";
function ThemeToggle({ className, children }) {
  function toggle() {
    const dark = !document.documentElement.classList.contains("dark");
    document.documentElement.classList.toggle("dark", dark);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? "dark" : "light");
    } catch {
    }
  }
  return /* @__PURE__ */ jsx("button", { type: "button", className, onClick: toggle, "data-testid": "theme-toggle", children });
}

const $$Hello = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`<html lang="en"><head><title>hello</title>${renderHead()}</head><body><p>Hello</p>${renderComponent($$result, "ThemeToggle", ThemeToggle, { "client:idle": true, "className": "x", "client:component-hydration": "idle", "client:component-path": "@/components/site/theme-toggle-client", "client:component-export": "ThemeToggle" }, { "default": ($$result2) => renderTemplate`<span>toggle</span>` })}</body></html>`;
}, "/work/main/src/site/pages/hello.astro", void 0);

const $$file = "/work/main/src/site/pages/hello.astro";
const $$url = "/hello";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Hello,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
