/**
 * The inline script Astro writes into a page for `client:painted` (./painted.ts compiled as Astro compiles a client
 * directive), which the CSP trusts by hash (src/site/csp.ts). Copied from that compilation;
 * src/site/directives/painted.test.ts fails when the source and this text part.
 */
export const paintedScript =
  '(()=>{function o(r){let n=!1,e=()=>{n||(n=!0,r())};if(performance.getEntriesByName("first-contentful-paint").length>0)return e();let t=500;try{new PerformanceObserver(s=>{s.getEntriesByName("first-contentful-paint").length>0&&e()}).observe({type:"paint",buffered:!0}),PerformanceObserver.supportedEntryTypes.includes("paint")&&(t=3e3)}catch{}let i=()=>document.visibilityState==="hidden"?e():void setTimeout(e,t);document.readyState==="complete"?i():addEventListener("load",i,{once:!0})}var d=(r,n)=>{let e=n.value,t=typeof e=="object"&&e?e.timeout:void 0,i=async()=>{await(await r())()};o(()=>{"requestIdleCallback"in window?requestIdleCallback(()=>{i()},{timeout:t}):setTimeout(()=>{i()},t??200)})},a=d;(self.Astro||(self.Astro={})).painted=a;window.dispatchEvent(new Event("astro:painted"));})();\n';
